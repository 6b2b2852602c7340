import { formatMultiplier } from '../../../lib/amounts';
import { playCue } from '../sound';
import type { StepGameView, StepMultipliers } from './types';

/**
 * What a screen reader hears as a step game goes: `lost` says a lost game's ending (null when it was
 * not lost), `progress` the game in play; a game cashed out is said the same way in every step game.
 */
export function announceStep<State extends StepMultipliers>(
  view: StepGameView<State> | null,
  say: { lost(state: State): string | null; progress(state: State): string },
): string {
  if (!view) return '';
  if (view.status === 'active') return say.progress(view.state);
  return (
    say.lost(view.state) ?? `Cashed out at ${formatMultiplier(view.state.multiplier)}: ${view.payout} paid.`
  );
}

/** The sound of a step's answer: a tick while the game goes on, then its win or loss. */
export function playStepCue(view: StepGameView<unknown>, lost: boolean): void {
  playCue(view.status === 'active' ? 'tick' : lost ? 'loss' : 'win');
}
