import { Suspense, use } from 'react';
import { type GameInfo, gameByApi } from '../../../house-games/catalog';
import type { OutcomePicture } from '../../../house-games/descriptor';
import { Skeleton } from '../../../ui/Skeleton';
import { ValueList } from './parts';

type Values = Record<string, unknown>;

/** Each game's picture, loaded once on its first use: `use` reads a settled load without waiting. */
const loads = new Map<GameInfo, Promise<{ default: OutcomePicture }>>();
function pictureOf(game: GameInfo) {
  let load = loads.get(game);
  if (!load) {
    load = game.outcome();
    loads.set(game, load);
  }
  return load;
}

/**
 * A play's outcome drawn for people (bet detail page and the verifier): each house game by its
 * descriptor's picture, anything else (an unknown game, a shape its game does not know) as a readable
 * list of its values. `game` is the API name. While a picture loads a placeholder holds its place;
 * `outcome-view` appears once the outcome is drawn.
 */
export function OutcomeView({ game, outcome }: { game: string; outcome: unknown }) {
  if (!outcome || typeof outcome !== 'object') return <p className="text-text-muted">No outcome recorded.</p>;
  const house = gameByApi(game);
  const values = outcome as Values;
  return (
    <Suspense fallback={<Skeleton className="h-28 w-full" />}>
      <div data-testid="outcome-view">
        {house ? <Drawn game={house} outcome={values} /> : <ValueList values={values} />}
      </div>
    </Suspense>
  );
}

function Drawn({ game, outcome }: { game: GameInfo; outcome: Values }) {
  const picture = use(pictureOf(game)).default;
  return picture(outcome) ?? <ValueList values={outcome} />;
}
