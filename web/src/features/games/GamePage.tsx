import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { type GameInfo, gameBySlug } from '../../house-games/catalog';
import { Skeleton } from '../../ui/Skeleton';

type Screen = ComponentType<{ game: GameInfo }>;

// Each game's screen lives in ./{slug}/Screen.tsx and is its own chunk.
const modules = import.meta.glob<{ default: Screen }>('./*/Screen.tsx');
const screens = new Map<string, LazyExoticComponent<Screen>>();

function screenFor(slug: string): LazyExoticComponent<Screen> | null {
  const load = modules[`./${slug}/Screen.tsx`];
  if (!load) return null;
  let screen = screens.get(slug);
  if (!screen) {
    screen = lazy(load);
    screens.set(slug, screen);
  }
  return screen;
}

export function GameStageSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <div className="grid gap-0 overflow-hidden rounded-xl border border-line md:grid-cols-[300px_1fr]">
        <div className="flex flex-col gap-3 p-4">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
        <Skeleton className="h-[340px] w-full rounded-none md:h-[520px]" />
      </div>
    </div>
  );
}

/** /casino/{slug}: the game's screen, or not-found for a name that is no game. */
export default function GamePage() {
  const { slug } = useParams();
  const game = gameBySlug(slug);
  const Screen = game ? screenFor(game.slug) : null;
  if (!game || !Screen) return <Navigate to={`/not-found?path=/casino/${slug ?? ''}`} replace />;
  return (
    <Suspense fallback={<GameStageSkeleton />}>
      <Screen key={game.slug} game={game} />
    </Suspense>
  );
}
