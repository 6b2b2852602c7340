import {
  baccaratPlaySchema,
  dicePlaySchema,
  formatAmount,
  kenoPlaySchema,
  limboPlaySchema,
  plinkoPlaySchema,
  roulettePlaySchema,
  simplePlaySchema,
} from '@casino/contract';
import {
  BACCARAT_BETS,
  type BaccaratWinner,
  baccarat,
  baccaratBetReturn,
  chanceForMultiplier,
  diceRoll,
  diceTarget,
  diceWins,
  floatStream,
  floats,
  kenoPlay,
  kenoTable,
  limboMultiplier,
  plinko,
  plinkoTable,
  rouletteColour,
  roulettePocket,
  rouletteReturnChips,
  SLOT_THREE_OF_A_KIND,
  slots,
  war,
  warMultiplier,
} from '@casino/fairness';
import type { z } from 'zod';
import { type InstantGame, payoutAt } from './instant-game';

const first = (values: number[]) => values[0] as number;
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

export const dice: InstantGame<z.infer<typeof dicePlaySchema>> = {
  game: 'dicing',
  schema: dicePlaySchema,
  wager: (p) => p.wager,
  maxMultiplier: (p) => p.multiplier,
  clientSeed: (p) => p.seeds?.client,
  settle(seeds, p, wager) {
    const roll = diceRoll(first(floats(seeds, 1)));
    const chance = chanceForMultiplier(p.multiplier);
    const win = diceWins(roll, chance, p.over);
    const target = diceTarget(chance, p.over);
    return {
      payout: win ? payoutAt(wager, p.multiplier) : 0n,
      outcome: { roll, over: p.over, multiplier: p.multiplier, chance: round(chance, 4), target, win },
    };
  },
};

export const limbo: InstantGame<z.infer<typeof limboPlaySchema>> = {
  game: 'limbo',
  schema: limboPlaySchema,
  wager: (p) => p.wager,
  maxMultiplier: (p) => p.target,
  settle(seeds, p, wager, edges) {
    const result = limboMultiplier(first(floats(seeds, 1)), edges.limbo);
    const win = result >= p.target;
    return { payout: win ? payoutAt(wager, p.target) : 0n, outcome: { result, target: p.target, win } };
  },
};

export const plinkoGame: InstantGame<z.infer<typeof plinkoPlaySchema>> = {
  game: 'plinko',
  schema: plinkoPlaySchema,
  wager: (p) => p.wager,
  maxMultiplier: (p) => Math.max(...plinkoTable(p.rows, p.risk)),
  settle(seeds, p, wager) {
    const drop = plinko(floats(seeds, p.rows), p.rows, p.risk);
    return { payout: payoutAt(wager, drop.multiplier), outcome: { ...drop, rows: p.rows, risk: p.risk } };
  },
};

export const keno: InstantGame<z.infer<typeof kenoPlaySchema>> = {
  game: 'keno',
  schema: kenoPlaySchema,
  wager: (p) => p.wager,
  maxMultiplier: (p) => Math.max(...kenoTable(p.squares.length, p.risk)),
  settle(seeds, p, wager) {
    const ticket = kenoPlay(floats(seeds, 10), p.squares, p.risk);
    return {
      payout: payoutAt(wager, ticket.multiplier),
      outcome: { ...ticket, squares: p.squares, risk: p.risk },
    };
  },
};

const totalChips = (chips: number[]) => chips.reduce((sum, c) => sum + c, 0);

export const roulette: InstantGame<z.infer<typeof roulettePlaySchema>> = {
  game: 'roulette',
  schema: roulettePlaySchema,
  wager: (p) => p.bpc * BigInt(totalChips(p.bets)),
  maxMultiplier: (p) =>
    Math.max(...Array.from({ length: 37 }, (_, pocket) => rouletteReturnChips(p.bets, pocket))) /
    totalChips(p.bets),
  settle(seeds, p) {
    const pocket = roulettePocket(first(floats(seeds, 1)));
    const returned = rouletteReturnChips(p.bets, pocket);
    return {
      payout: p.bpc * BigInt(returned),
      outcome: { pocket, colour: rouletteColour(pocket), chips: p.bets },
    };
  },
};

type BaccaratParams = z.infer<typeof baccaratPlaySchema>;
const baccaratStake = (p: BaccaratParams) => (p.player ?? 0n) + (p.banker ?? 0n) + (p.tie ?? 0n);
const baccaratPayout = (p: BaccaratParams, winner: BaccaratWinner) =>
  BACCARAT_BETS.reduce((sum, bet) => sum + payoutAt(p[bet] ?? 0n, baccaratBetReturn(bet, winner)), 0n);

export const baccaratGame: InstantGame<BaccaratParams> = {
  game: 'baccarat',
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

export const warGame: InstantGame<z.infer<typeof simplePlaySchema>> = {
  game: 'war',
  schema: simplePlaySchema,
  wager: (p) => p.wager,
  maxMultiplier: () => 2,
  settle(seeds, _p, wager, edges) {
    const hand = war(floatStream(seeds));
    return { payout: payoutAt(wager, warMultiplier(hand, edges.war)), outcome: { ...hand } };
  },
};

export const slotsGame: InstantGame<z.infer<typeof simplePlaySchema>> = {
  game: 'slots',
  schema: simplePlaySchema,
  wager: (p) => p.wager,
  maxMultiplier: () => Math.max(...Object.values(SLOT_THREE_OF_A_KIND)),
  settle(seeds, _p, wager) {
    const spin = slots(floats(seeds, 3));
    return { payout: payoutAt(wager, spin.multiplier), outcome: { ...spin } };
  },
};

/** Every instant game by its API name: POST /api/{name}. */
export const INSTANT_GAMES: InstantGame<unknown>[] = [
  dice,
  limbo,
  plinkoGame,
  keno,
  roulette,
  baccaratGame,
  warGame,
  slotsGame,
];
