import { Link } from 'react-router';
import type { GameInfo } from '../../house-games/catalog';

/** A house game's tile (aspect 0.71, DESIGN.md): artwork drawn from its name and a hue, never fetched. */
export function GameTile({ game, index }: { game: GameInfo; index: number }) {
  const Icon = game.tile;
  const hue = 150 + index * 23;
  return (
    <Link
      to={`/casino/${game.slug}`}
      data-testid={`game-tile-${game.slug}`}
      className="group relative block aspect-[0.714] shrink-0 basis-[31%] snap-start overflow-hidden rounded-[10px] border border-line sm:basis-[23.5%] lg:basis-[18.8%] 2xl:basis-[15.8%]"
      style={{ background: `linear-gradient(160deg, hsl(${hue} 62% 40%), hsl(${hue + 40} 55% 16%))` }}
    >
      <Icon
        aria-hidden
        strokeWidth={1.5}
        className="absolute top-[22%] left-1/2 size-[42%] -translate-x-1/2 text-white/85 drop-shadow-[0_6px_16px_rgba(0,0,0,0.35)] transition-transform duration-200 group-hover:scale-110"
      />
      <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent p-2.5">
        <span className="block truncate text-sm font-bold text-white">{game.name}</span>
        <span className="block truncate text-[11px] text-white/75">{game.tagline}</span>
      </span>
    </Link>
  );
}
