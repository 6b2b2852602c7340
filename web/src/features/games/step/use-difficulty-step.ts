import { usePlayBalance } from '../api';
import { endedUnlessLost } from './StepBoard';
import type { StepMultipliers } from './types';
import { useStepChoices } from './use-step-choices';
import { useStepGame } from './use-step-game';

/**
 * A step game played at a difficulty and lost by one bad step (Clover Cross, Later Gator): the game,
 * the player's choices, and what its board shows. A finished play stays on the board until another
 * difficulty is chosen or the next play starts, so the board's state is the play's only while the
 * board shows the play's difficulty.
 */
export function useDifficultyStep<State extends StepMultipliers & { difficulty: string; lost: boolean }>(
  api: string,
  initial: State['difficulty'],
) {
  const wallet = usePlayBalance();
  const step = useStepGame<State>(api);
  const choices = useStepChoices(step, 'difficulty', initial);
  const view = step.game;
  const state = view?.state ?? null;
  const boardState = state && state.difficulty === choices.shown ? state : null;
  return {
    hasWallet: Boolean(wallet),
    step,
    choices,
    view,
    state,
    boardState,
    ended: endedUnlessLost(view, boardState),
  };
}
