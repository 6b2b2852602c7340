import { useCallback } from 'react';
import { useGameInProgress } from '../use-game-in-progress';
import type { StepGameView } from './types';

export type StepPending = 'start' | 'move' | null;

/**
 * A step game (mines, tower, clover cross) as its screen plays it (`useGameInProgress`): `start` and
 * `move` post to GET /api/{game}'s path.
 *
 * Calls reject after telling the player, so auto-play can stop; manual callers may ignore the
 * rejection. A second press while a call is pending is dropped rather than sent twice.
 */
export function useStepGame<State>(game: string) {
  const { send, ...played } = useGameInProgress<StepGameView<State>, 'start' | 'move'>(game);
  const start = useCallback(
    (options: { wager: string } & Record<string, unknown>) =>
      send({ action: 'start', ...options }, 'start', true),
    [send],
  );
  const move = useCallback(
    (body: { action: string } & Record<string, unknown>) => send(body, 'move', false),
    [send],
  );
  return { ...played, start, move };
}
