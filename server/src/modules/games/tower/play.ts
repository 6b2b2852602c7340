import { wagerSchema } from '@casino/contract';
import {
  floatStream,
  TOWER_DIFFICULTIES,
  TOWER_LEVELS,
  type TowerDifficulty,
  towerLevels,
  towerMultiplier,
} from '@casino/fairness';
import { z } from 'zod';
import { payoutAt } from '../instant/instant-game';
import { difficultyIn, MoveError, type StepPlayOf, tileOrCashout, wholeNumberIn } from '../step/step-game';

interface TowerState {
  difficulty: TowerDifficulty;
  /** The tile chosen on each level climbed (and on the level lost, if one was). */
  picks: number[];
  lost: boolean;
}

const startSchema = z.object({
  wager: wagerSchema,
  difficulty: difficultyIn(TOWER_DIFFICULTIES, 'Choose easy, medium, hard, expert or master.'),
});
const moveSchema = tileOrCashout('step', wholeNumberIn(0, 3, 'Pick a tile.'));

export const towerPlay: StepPlayOf<TowerState, typeof startSchema, typeof moveSchema, { tower: number }> = {
  startSchema,
  moveSchema,
  maxMultiplier: (start) => towerMultiplier(start.difficulty, TOWER_LEVELS),
  start: (start) => ({ state: { difficulty: start.difficulty, picks: [], lost: false } }),
  move(state, move, seeds, wager, edges) {
    const climbed = state.picks.length;
    if (move.action === 'cashout') {
      if (climbed === 0) throw new MoveError('Climb a level before you cash out.');
      return { state, payout: payoutAt(wager, towerMultiplier(state.difficulty, climbed, edges.tower)) };
    }
    const { size } = TOWER_DIFFICULTIES[state.difficulty];
    if (move.tile >= size) throw new MoveError(`Pick a tile from 0 to ${size - 1}.`);
    const level = towerLevels(floatStream(seeds), state.difficulty)[climbed] as number[];
    const next = { ...state, picks: [...state.picks, move.tile] };
    if (!level.includes(move.tile)) return { state: { ...next, lost: true }, payout: 0n };
    if (next.picks.length === TOWER_LEVELS) {
      return {
        state: next,
        payout: payoutAt(wager, towerMultiplier(state.difficulty, TOWER_LEVELS, edges.tower)),
      };
    }
    return { state: next };
  },
  view(state, seeds, finished, _wager, edges) {
    const climbed = state.lost ? state.picks.length - 1 : state.picks.length;
    return {
      difficulty: state.difficulty,
      picks: state.picks,
      lost: state.lost,
      multiplier: towerMultiplier(state.difficulty, climbed, edges.tower),
      next_multiplier:
        climbed < TOWER_LEVELS ? towerMultiplier(state.difficulty, climbed + 1, edges.tower) : null,
      ...(finished ? { levels: towerLevels(floatStream(seeds), state.difficulty) } : {}),
    };
  },
};
