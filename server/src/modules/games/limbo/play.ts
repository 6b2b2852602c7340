import { limboPlaySchema } from '@casino/contract';
import { limboMultiplier } from '@casino/fairness';
import type { z } from 'zod';
import { firstFloat, type InstantPlay, payoutAt } from '../instant/instant-game';

export const limboPlay: InstantPlay<z.infer<typeof limboPlaySchema>, { limbo: number }> = {
  schema: limboPlaySchema,
  wager: (p) => p.wager,
  maxMultiplier: (p) => p.target,
  settle(seeds, p, wager, edges) {
    const result = limboMultiplier(firstFloat(seeds), edges.limbo);
    const win = result >= p.target;
    return { payout: win ? payoutAt(wager, p.target) : 0n, outcome: { result, target: p.target, win } };
  },
};
