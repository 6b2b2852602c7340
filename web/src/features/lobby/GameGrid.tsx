import type { Game } from '@casino/contract';
import { Skeleton } from '../../ui/Skeleton';
import { useFavouriteIds } from './favourites';
import { LobbyTile } from './LobbyTile';
import { placeholders } from './placeholders';

/** Spec §9 grid: 3 columns, 4 from small phones, 5 on large, 6 at 2xl; gaps 8/12/16. */
export const GRID =
  'grid grid-cols-3 gap-2 min-[480px]:grid-cols-4 md:gap-3 lg:grid-cols-5 xl:gap-4 2xl:grid-cols-6';

export function GameGrid({ games }: { games: Game[] }) {
  const { data: favourites } = useFavouriteIds(games.map((g) => g.id));
  return (
    <div className={GRID} data-testid="game-grid">
      {games.map((game) => (
        <LobbyTile key={game.id} game={game} favourite={favourites?.has(game.id)} />
      ))}
    </div>
  );
}

export function TileSkeleton({ still = false }: { still?: boolean }) {
  return <Skeleton still={still} className="aspect-[0.714] w-full rounded-[10px]" />;
}

export function GridSkeleton({ count = 18 }: { count?: number }) {
  return (
    <div className={GRID} aria-busy="true" data-testid="grid-skeleton">
      {placeholders(count).map((key) => (
        <TileSkeleton key={key} />
      ))}
    </div>
  );
}
