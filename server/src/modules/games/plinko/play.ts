import { plinkoPlaySchema } from '@casino/contract';
import { floats, plinko, plinkoTable } from '@casino/fairness';
import type { z } from 'zod';
import { type InstantPlay, payoutAt } from '../instant/instant-game';

export const plinkoPlay: InstantPlay<z.infer<typeof plinkoPlaySchema>> = {
  schema: plinkoPlaySchema,
  wager: (p) => p.wager,
  maxMultiplier: (p) => Math.max(...plinkoTable(p.rows, p.risk)),
  settle(seeds, p, wager) {
    const drop = plinko(floats(seeds, p.rows), p.rows, p.risk);
    return { payout: payoutAt(wager, drop.multiplier), outcome: { ...drop, rows: p.rows, risk: p.risk } };
  },
};
