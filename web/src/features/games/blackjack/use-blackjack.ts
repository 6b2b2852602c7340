import type { BlackjackAction } from '@casino/fairness';
import { useCallback } from 'react';
import { useGameInProgress } from '../use-game-in-progress';
import type { BlackjackGame } from './blackjack-view';

const GAME = 'blackjack';
export type BlackjackPending = 'BET' | BlackjackAction | null;

/**
 * The blackjack game on screen (`useGameInProgress`: resumed after a reload, one call at a time):
 * `deal` posts {action: 'BET', wager} and `act` one move; both answer null when the call is refused.
 */
export function useBlackjack() {
  const { send, ...played } = useGameInProgress<BlackjackGame, Exclude<BlackjackPending, null>>(GAME);
  // The player was told why a call was refused; the screen only needs to know there is no answer.
  const answer = useCallback(
    (body: Record<string, unknown>, kind: Exclude<BlackjackPending, null>) =>
      send(body, kind, kind === 'BET').catch(() => null),
    [send],
  );
  return {
    ...played,
    deal: useCallback((wager: string) => answer({ action: 'BET', wager }, 'BET'), [answer]),
    act: useCallback((action: BlackjackAction) => answer({ action }, action), [answer]),
  };
}
