import { wagerSchema } from '@casino/contract';
import {
  CLOVER_DIFFICULTIES,
  CLOVER_LANES,
  type CloverDifficulty,
  cloverLanes,
  cloverMultiplier,
  floats,
} from '@casino/fairness';
import { z } from 'zod';
import { payoutAt } from '../instant/instant-game';
import { difficultyIn, MoveError, type StepPlayOf } from '../step/step-game';

interface CloverState {
  difficulty: CloverDifficulty;
  crossed: number;
  lost: boolean;
}

const startSchema = z.object({
  wager: wagerSchema,
  difficulty: difficultyIn(CLOVER_DIFFICULTIES, 'Choose easy, medium, hard or daring.'),
});
const moveSchema = z.object({
  action: z.enum(['step', 'cashout'], { error: "Choose 'step' or 'cashout'." }),
});

const lanesOf = (seeds: Parameters<typeof floats>[0], difficulty: CloverDifficulty) =>
  cloverLanes(floats(seeds, CLOVER_LANES), difficulty);

export const cloverCrossPlay: StepPlayOf<
  CloverState,
  typeof startSchema,
  typeof moveSchema,
  { clovercross: number }
> = {
  startSchema,
  moveSchema,
  maxMultiplier: (start) => cloverMultiplier(start.difficulty, CLOVER_LANES),
  start: (start) => ({ state: { difficulty: start.difficulty, crossed: 0, lost: false } }),
  move(state, move, seeds, wager, edges) {
    if (move.action === 'cashout') {
      if (state.crossed === 0) throw new MoveError('Cross a lane before you cash out.');
      return {
        state,
        payout: payoutAt(wager, cloverMultiplier(state.difficulty, state.crossed, edges.clovercross)),
      };
    }
    if (lanesOf(seeds, state.difficulty)[state.crossed] === 'trap') {
      return { state: { ...state, lost: true }, payout: 0n };
    }
    const next = { ...state, crossed: state.crossed + 1 };
    if (next.crossed === CLOVER_LANES) {
      return {
        state: next,
        payout: payoutAt(wager, cloverMultiplier(state.difficulty, CLOVER_LANES, edges.clovercross)),
      };
    }
    return { state: next };
  },
  view(state, seeds, finished, _wager, edges) {
    return {
      difficulty: state.difficulty,
      crossed: state.crossed,
      lost: state.lost,
      multiplier: cloverMultiplier(state.difficulty, state.crossed, edges.clovercross),
      next_multiplier:
        state.crossed < CLOVER_LANES
          ? cloverMultiplier(state.difficulty, state.crossed + 1, edges.clovercross)
          : null,
      ...(finished ? { lanes: lanesOf(seeds, state.difficulty) } : {}),
    };
  },
};
