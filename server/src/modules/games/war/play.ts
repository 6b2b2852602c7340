import { simplePlaySchema } from '@casino/contract';
import { floatStream, war, warMultiplier } from '@casino/fairness';
import type { z } from 'zod';
import { type InstantPlay, payoutAt } from '../instant/instant-game';

export const warPlay: InstantPlay<z.infer<typeof simplePlaySchema>, { war: number }> = {
  schema: simplePlaySchema,
  wager: (p) => p.wager,
  maxMultiplier: () => 2,
  settle(seeds, _p, wager, edges) {
    const hand = war(floatStream(seeds));
    return { payout: payoutAt(wager, warMultiplier(hand, edges.war)), outcome: { ...hand } };
  },
};
