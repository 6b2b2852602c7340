import { gameByApi } from '../../../house-games/catalog';
import { ValueList } from './parts';

/**
 * A play's outcome drawn for people (bet detail page and the verifier): each house game by its
 * descriptor's picture, anything else (an unknown game, a shape its game does not know) as a readable
 * list of its values. `game` is the API name.
 */
export function OutcomeView({ game, outcome }: { game: string; outcome: unknown }) {
  if (!outcome || typeof outcome !== 'object') return <p className="text-text-muted">No outcome recorded.</p>;
  const drawn = gameByApi(game)?.outcome(outcome) ?? null;
  return (
    <div data-testid="outcome-view">{drawn ?? <ValueList values={outcome as Record<string, unknown>} />}</div>
  );
}
