import { type Game, REGION_BLOCKED_TEXT } from '@casino/contract';
import clsx from 'clsx';
import { Heart, MapPinOff, Play, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useLoggedIn } from '../../api/session';
import { gameLink } from '../../lib/game-link';
import { useFavouriteToggle } from './favourites';
import { GameArt } from './GameArt';

export interface LobbyTileProps {
  game: Game;
  /** Whether the player has favourited it; undefined until known (and always for guests). */
  favourite?: boolean | undefined;
}

/** A lobby tile (aspect 0.71): the product's own artwork, jackpot badge, region block and favourite heart. */
export function LobbyTile({ game, favourite }: LobbyTileProps) {
  const loggedIn = useLoggedIn();
  const blocked = game.location_prohibited === true;
  const label = `${game.title} by ${game.provider_name}`;
  return (
    <div
      data-testid="lobby-tile"
      data-game-id={game.id}
      data-title={game.title}
      // content-visibility: a slider's tiles out of sight (most of a lobby's 300) are not laid out or
      // painted until they scroll near; their SVG artwork made the lobby's first screen wait for all of them.
      className="group @container relative aspect-[0.714] w-full overflow-hidden rounded-[10px] border border-line bg-surface-2 shadow-[0_2px_8px_rgba(0,0,0,0.25)] [content-visibility:auto]"
    >
      {blocked ? (
        <section aria-label={`${label}: ${REGION_BLOCKED_TEXT}`} className="size-full">
          <GameArt title={game.title} studio={game.provider_name} kind={game.kind} slug={game.name} />
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-surface-0/80 p-3 text-center">
            <MapPinOff size={22} className="text-text-muted" />
            <span className="text-xs font-semibold text-text" data-testid="tile-blocked">
              {REGION_BLOCKED_TEXT}
            </span>
          </div>
        </section>
      ) : (
        <Link to={gameLink(game)} state={{ game }} aria-label={label} className="block size-full">
          <span className="block size-full transition-transform duration-200 group-hover:scale-[1.04]">
            <GameArt title={game.title} studio={game.provider_name} kind={game.kind} slug={game.name} />
          </span>
          <span className="absolute inset-0 grid place-items-center bg-black/45 opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100">
            <span className="grid size-12 place-items-center rounded-full bg-accent text-surface-0 shadow-lg">
              <Play size={22} fill="currentColor" />
            </span>
          </span>
        </Link>
      )}
      {game.has_jackpot && (
        <span
          title="Jackpot"
          className="pointer-events-none absolute top-1.5 left-1.5 flex h-6 items-center gap-1 rounded-full bg-gc px-1.5 text-[10px] font-extrabold tracking-wide text-surface-0 uppercase shadow"
        >
          <Trophy size={12} />
          {/* Narrow tiles keep just the trophy so the badge never runs under the heart. */}
          <span className="hidden @[150px]:inline">Jackpot</span>
        </span>
      )}
      {loggedIn && !blocked && <FavouriteHeart gameId={game.id} title={game.title} favourite={favourite} />}
    </div>
  );
}

function FavouriteHeart({
  gameId,
  title,
  favourite,
}: {
  gameId: number;
  title: string;
  favourite: boolean | undefined;
}) {
  const { on, pending, props } = useFavouriteToggle(gameId, title, favourite);
  return (
    <button
      type="button"
      data-testid="favourite-toggle"
      disabled={pending}
      {...props}
      className={clsx(
        // A 40 px touch target around a smaller visible disc.
        'absolute top-0 right-0 grid size-10 place-items-center transition-opacity duration-150 [&>span]:hover:bg-black/65',
        // Desktop shows an unset heart on hover only; touch screens always show it.
        !on && 'md:opacity-0 md:group-hover:opacity-100 md:focus-visible:opacity-100',
      )}
    >
      <span className="grid size-8 place-items-center rounded-full bg-black/55">
        <Heart size={16} className={on ? 'fill-loss text-loss' : 'text-white'} />
      </span>
    </button>
  );
}
