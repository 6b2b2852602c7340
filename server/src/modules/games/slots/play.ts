import { simplePlaySchema } from '@casino/contract';
import { floats, SLOT_THREE_OF_A_KIND, slots } from '@casino/fairness';
import type { z } from 'zod';
import { type InstantPlay, payoutAt } from '../instant/instant-game';

export const slotsPlay: InstantPlay<z.infer<typeof simplePlaySchema>> = {
  schema: simplePlaySchema,
  wager: (p) => p.wager,
  maxMultiplier: () => Math.max(...Object.values(SLOT_THREE_OF_A_KIND)),
  settle(seeds, _p, wager) {
    const spin = slots(floats(seeds, 3));
    return { payout: payoutAt(wager, spin.multiplier), outcome: { ...spin } };
  },
};
