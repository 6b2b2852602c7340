import { dicePlaySchema } from '@casino/contract';
import { chanceForMultiplier, diceRoll, diceTarget, diceWins } from '@casino/fairness';
import type { z } from 'zod';
import { firstFloat, type InstantPlay, payoutAt } from '../instant/instant-game';

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

export const dicePlay: InstantPlay<z.infer<typeof dicePlaySchema>> = {
  schema: dicePlaySchema,
  wager: (p) => p.wager,
  maxMultiplier: (p) => p.multiplier,
  clientSeed: (p) => p.seeds?.client,
  settle(seeds, p, wager) {
    const roll = diceRoll(firstFloat(seeds));
    const chance = chanceForMultiplier(p.multiplier);
    const win = diceWins(roll, chance, p.over);
    const target = diceTarget(chance, p.over);
    return {
      payout: win ? payoutAt(wager, p.multiplier) : 0n,
      outcome: { roll, over: p.over, multiplier: p.multiplier, chance: round(chance, 4), target, win },
    };
  },
};
