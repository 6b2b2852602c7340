import { baccaratPlaySchema, formatAmount } from '@casino/contract';
import { BACCARAT_BETS, type BaccaratWinner, baccarat, baccaratBetReturn, floats } from '@casino/fairness';
import type { z } from 'zod';
import { type InstantPlay, payoutAt } from '../instant/instant-game';

type BaccaratParams = z.infer<typeof baccaratPlaySchema>;
const baccaratStake = (p: BaccaratParams) => (p.player ?? 0n) + (p.banker ?? 0n) + (p.tie ?? 0n);
const baccaratPayout = (p: BaccaratParams, winner: BaccaratWinner) =>
  BACCARAT_BETS.reduce((sum, bet) => sum + payoutAt(p[bet] ?? 0n, baccaratBetReturn(bet, winner)), 0n);

export const baccaratPlay: InstantPlay<BaccaratParams> = {
  schema: baccaratPlaySchema,
  wager: baccaratStake,
  maxMultiplier: (p) =>
    Math.max(...(['player', 'banker', 'tie'] as const).map((w) => Number(baccaratPayout(p, w)))) /
    Number(baccaratStake(p)),
  settle(seeds, p) {
    const hand = baccarat(floats(seeds, 6));
    return {
      payout: baccaratPayout(p, hand.winner),
      outcome: { ...hand, bets: Object.fromEntries(BACCARAT_BETS.map((b) => [b, formatAmount(p[b] ?? 0n)])) },
    };
  },
};
