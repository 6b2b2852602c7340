import { wagerSchema } from '@casino/contract';
import { floats, MINES_TILES, minePositions, minesMultiplier } from '@casino/fairness';
import { z } from 'zod';
import { payoutAt } from '../instant/instant-game';
import { MoveError, type StepPlayOf, tileOrCashout, wholeNumberIn } from '../step/step-game';

interface MinesState {
  mines: number;
  /** Safe tiles revealed so far, in order. */
  revealed: number[];
  /** The tile that hit a mine, when one did. */
  hit: number | null;
}

const startSchema = z.object({
  wager: wagerSchema,
  mines: wholeNumberIn(1, 24, 'Choose 1 to 24 mines.'),
});
const moveSchema = tileOrCashout('reveal', wholeNumberIn(0, 24, 'Pick a tile from 0 to 24.'));

const minesOf = (seeds: Parameters<typeof floats>[0], count: number) =>
  minePositions(floats(seeds, count), count);

export const minesPlay: StepPlayOf<MinesState, typeof startSchema, typeof moveSchema, { mines: number }> = {
  startSchema,
  moveSchema,
  maxMultiplier: (start) => minesMultiplier(start.mines, MINES_TILES - start.mines),
  start: (start) => ({ state: { mines: start.mines, revealed: [], hit: null } }),
  move(state, move, seeds, wager, edges) {
    const multiplier = () => minesMultiplier(state.mines, state.revealed.length, edges.mines);
    if (move.action === 'cashout') {
      if (state.revealed.length === 0) throw new MoveError('Reveal a tile before you cash out.');
      return { state, payout: payoutAt(wager, multiplier()) };
    }
    if (state.revealed.includes(move.tile)) throw new MoveError('That tile is already revealed.');
    if (minesOf(seeds, state.mines).includes(move.tile))
      return { state: { ...state, hit: move.tile }, payout: 0n };
    const next = { ...state, revealed: [...state.revealed, move.tile] };
    const done = next.revealed.length === MINES_TILES - state.mines;
    return done
      ? {
          state: next,
          payout: payoutAt(wager, minesMultiplier(state.mines, next.revealed.length, edges.mines)),
        }
      : { state: next };
  },
  view(state, seeds, finished, _wager, edges) {
    const safe = state.revealed.length;
    return {
      mines: state.mines,
      revealed: state.revealed,
      hit: state.hit,
      multiplier: minesMultiplier(state.mines, safe, edges.mines),
      next_multiplier:
        safe < MINES_TILES - state.mines ? minesMultiplier(state.mines, safe + 1, edges.mines) : null,
      ...(finished ? { mine_positions: minesOf(seeds, state.mines) } : {}),
    };
  },
};
