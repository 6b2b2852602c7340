import { wagerSchema } from '@casino/contract';
import {
  type BlackjackAction,
  BlackjackActionError,
  type BlackjackState,
  blackjackAct,
  blackjackCards,
  blackjackDeal,
  blackjackReturned,
  blackjackView,
  floats,
  type SeedPair,
} from '@casino/fairness';
import { z } from 'zod';
import { MoveError, type StepPlayOf } from '../step/step-game';

const startSchema = z.object({ action: z.literal('BET').optional(), wager: wagerSchema });
const moveSchema = z.object({
  action: z.enum(['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance'], {
    error: 'Choose hit, stand, double, split, insurance or no_insurance.',
  }),
});

const deckOf = (seeds: SeedPair) => blackjackCards(floats(seeds, 52));

/** Everything returned at the end, in minor units: hands by units of the play, insurance at 2:1 on its stake. */
function payoutOf(state: BlackjackState, wager: bigint): bigint | undefined {
  if (state.phase !== 'finished') return undefined;
  const handsUnits = blackjackReturned(state) - state.insuranceReturn;
  const hands = (wager * BigInt(Math.round(handsUnits * 10))) / 10n;
  const insurance = state.insuranceReturn > 0 ? insuranceStake(wager) * 3n : 0n;
  return hands + insurance;
}

const insuranceStake = (wager: bigint) => wager / 2n;

/** Extra stake a move costs: a double or a split another play, insurance half of one. */
function extraStakeFor(action: BlackjackAction, wager: bigint): bigint {
  if (action === 'double' || action === 'split') return wager;
  if (action === 'insurance') return insuranceStake(wager);
  return 0n;
}

export const blackjackPlay: StepPlayOf<BlackjackState, typeof startSchema, typeof moveSchema> = {
  startSchema,
  moveSchema,
  // Split and double both hands: four plays staked, each returning at most two.
  maxMultiplier: () => 8,
  start(_start, seeds, wager) {
    const state = blackjackDeal(deckOf(seeds));
    return { state, payout: payoutOf(state, wager) };
  },
  move(state, move, seeds, wager) {
    try {
      const next = blackjackAct(state, move.action, deckOf(seeds));
      const extra = extraStakeFor(move.action, wager);
      return { state: next, ...(extra > 0n ? { extraStake: extra } : {}), payout: payoutOf(next, wager) };
    } catch (error) {
      if (error instanceof BlackjackActionError) throw new MoveError(error.message);
      throw error;
    }
  },
  view: (state) => blackjackView(state) as unknown as Record<string, unknown>,
};
