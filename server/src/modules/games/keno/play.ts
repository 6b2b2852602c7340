import { kenoPlaySchema } from '@casino/contract';
import { floats, kenoTable, kenoPlay as kenoTicket } from '@casino/fairness';
import type { z } from 'zod';
import { type InstantPlay, payoutAt } from '../instant/instant-game';

export const kenoPlay: InstantPlay<z.infer<typeof kenoPlaySchema>> = {
  schema: kenoPlaySchema,
  wager: (p) => p.wager,
  maxMultiplier: (p) => Math.max(...kenoTable(p.squares.length, p.risk)),
  settle(seeds, p, wager) {
    const ticket = kenoTicket(floats(seeds, 10), p.squares, p.risk);
    return {
      payout: payoutAt(wager, ticket.multiplier),
      outcome: { ...ticket, squares: p.squares, risk: p.risk },
    };
  },
};
