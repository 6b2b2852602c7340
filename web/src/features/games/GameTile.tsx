import { Link } from 'react-router';
import type { GameInfo } from '../../house-games/catalog';
import { GameArt } from '../lobby';

/** The house games' studio name, as the catalog lists their provider. */
const HOUSE_STUDIO = 'Originals';

/** A house game's tile (aspect 0.71, DESIGN.md): the product's own artwork, as in the lobby, never fetched. */
export function GameTile({ game }: { game: GameInfo }) {
  return (
    <Link
      to={`/casino/${game.slug}`}
      data-testid={`game-tile-${game.slug}`}
      aria-label={`${game.name}: ${game.tagline}`}
      title={game.tagline}
      className="group relative block aspect-[0.714] shrink-0 basis-[31%] snap-start overflow-hidden rounded-[10px] border border-line sm:basis-[23.5%] lg:basis-[18.8%] 2xl:basis-[15.8%]"
    >
      <span className="block size-full transition-transform duration-200 group-hover:scale-[1.04]">
        <GameArt title={game.name} studio={HOUSE_STUDIO} kind="house" slug={game.slug} />
      </span>
    </Link>
  );
}
