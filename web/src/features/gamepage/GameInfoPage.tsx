import type { Game } from '@casino/contract';
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import {
  GameArt,
  JackpotBanner,
  LobbyTile,
  providerLobbyLink,
  ROW_TILE,
  ScrollRow,
  useActiveCategories,
  useFavouriteIds,
  useFavouriteToggle,
} from '../lobby';
import { useGameDetail, useRecordRecentlyPlayed } from './api';
import { GamePlayer } from './GamePlayer';
import { LaunchArea } from './LaunchArea';
import { useFreeRoundsIn } from './use-free-rounds';
import { useGameLauncher } from './use-game-launcher';

/**
 * A third-party game's page: /{software}/casino/games/{name}, and /casino/games/{name} for relax
 * (spec §2). Play opens the game's session in GC or SC and shows the game in place of the card.
 */
export default function GameInfoPage() {
  const { software = 'relax', name = '' } = useParams();
  const detail = useGameDetail(software, name);
  // A tile passes its game along, so title and artwork show before the page's own answer arrives.
  const passed = (useLocation().state as { game?: Game } | null)?.game;
  const game = detail.data?.game ?? passed;
  useRecordRecentlyPlayed(game?.id);

  if (detail.isError) {
    return (
      <div className="flex flex-col items-center gap-4 py-20 text-center" data-testid="game-missing">
        <h1 className="text-xl font-bold">This game could not be found.</h1>
        <Link to="/casino/group/all" className="text-accent hover:underline">
          Browse all games
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8" data-testid="game-info-page">
      {game ? <GameSection key={game.id} game={game} /> : <InfoSection />}
      {/* A jackpot game's bets feed the pools (issue 23): the pools as they stand, in the player's coin. */}
      {game?.has_jackpot && <JackpotBanner />}
      {detail.data && detail.data.related.length > 0 && (
        <ScrollRow title={`More from ${game?.provider_name}`} testId="related-games">
          {detail.data.related.map((g) => (
            <div key={g.id} className={ROW_TILE}>
              <LobbyTile game={g} />
            </div>
          ))}
        </ScrollRow>
      )}
    </div>
  );
}

/** The game's card with Play, or, once Play is pressed, the game itself until it is closed. */
function GameSection({ game }: { game: Game }) {
  const launcher = useGameLauncher({ software: game.software, gameId: game.id });
  const freeRounds = useFreeRoundsIn(game, launcher.phase === 'idle');
  if (launcher.phase !== 'idle') return <GamePlayer game={game} launcher={launcher} />;
  return (
    <InfoSection game={game}>
      <LaunchArea
        blocked={game.location_prohibited === true}
        freeRounds={freeRounds}
        onPlay={launcher.play}
      />
    </InfoSection>
  );
}

/** Artwork, title, studio and favourite beside the launch area; skeletons until the game is known. */
function InfoSection({ game, children }: { game?: Game; children?: ReactNode }) {
  return (
    <section className="grid gap-5 rounded-2xl border border-line bg-surface-1 p-4 md:grid-cols-[220px_1fr] md:gap-8 md:p-6">
      <div className="mx-auto w-44 md:w-full">
        {game ? (
          <div className="aspect-[0.714] overflow-hidden rounded-[10px] border border-line shadow-xl">
            <GameArt title={game.title} studio={game.provider_name} kind={game.kind} slug={game.name} />
          </div>
        ) : (
          <Skeleton className="aspect-[0.714] w-full rounded-[10px]" />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        {game ? (
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-[28px] leading-tight font-extrabold" data-testid="game-title">
                {game.title}
              </h1>
              <ProviderLink name={game.provider_name} />
            </div>
            <FavouriteButton gameId={game.id} title={game.title} />
          </div>
        ) : (
          <Skeleton className="h-16 w-64" />
        )}
        {children}
      </div>
    </section>
  );
}

/** The studio's name, linking to all its games once the provider list knows its id. */
function ProviderLink({ name }: { name: string }) {
  const { data } = useActiveCategories();
  const provider = data?.providers.find((p) => p.name === name);
  if (!provider) return <p className="text-sm text-text-muted">{name}</p>;
  return (
    <Link to={providerLobbyLink(provider.id)} className="text-sm text-text-muted hover:text-accent">
      {name}
    </Link>
  );
}

function FavouriteButton({ gameId, title }: { gameId: number; title: string }) {
  const { data: favourites } = useFavouriteIds([gameId]);
  const { on, pending, props } = useFavouriteToggle(gameId, title, favourites?.has(gameId));
  return (
    <Button
      variant="secondary"
      data-testid="game-favourite"
      pending={pending}
      className="shrink-0"
      {...props}
    >
      <Heart size={16} className={on ? 'fill-loss text-loss' : ''} />
      <span className="hidden sm:inline">{on ? 'Favourited' : 'Favourite'}</span>
    </Button>
  );
}
