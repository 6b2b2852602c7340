import { roulettePlaySchema } from '@casino/contract';
import { rouletteColour, roulettePocket, rouletteReturnChips } from '@casino/fairness';
import type { z } from 'zod';
import { firstFloat, type InstantPlay } from '../instant/instant-game';

const totalChips = (chips: number[]) => chips.reduce((sum, c) => sum + c, 0);

export const roulettePlay: InstantPlay<z.infer<typeof roulettePlaySchema>> = {
  schema: roulettePlaySchema,
  wager: (p) => p.bpc * BigInt(totalChips(p.bets)),
  maxMultiplier: (p) =>
    Math.max(...Array.from({ length: 37 }, (_, pocket) => rouletteReturnChips(p.bets, pocket))) /
    totalChips(p.bets),
  settle(seeds, p) {
    const pocket = roulettePocket(firstFloat(seeds));
    const returned = rouletteReturnChips(p.bets, pocket);
    return {
      payout: p.bpc * BigInt(returned),
      outcome: { pocket, colour: rouletteColour(pocket), chips: p.bets },
    };
  },
};
