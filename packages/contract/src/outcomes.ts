import {
  BACCARAT_BETS,
  type BaccaratOutcome,
  type BlackjackState,
  CLOVER_DIFFICULTIES,
  type CloverDifficulty,
  type DuelOutcome,
  KENO_RISKS,
  PLINKO_RISKS,
  type PlinkoOutcome,
  SLOT_SYMBOLS,
  type SlotsOutcome,
  TOWER_DIFFICULTIES,
  type TowerDifficulty,
  type WarOutcome,
} from '@casino/fairness';
import { z } from 'zod';
import { duelSideViewSchema } from './duels';

/*
 * Each house game's outcome as a settled play stores it (`bets.outcome`) and answers it (an instant
 * play's `outcome`, a bet's detail). A step game stores the view of its finished state: what it shows
 * while in play plus what the seeds had hidden (the mines, the tower's levels, the lanes).
 *
 * A game's draw is the part of its outcome the seeds alone decide: what the verifier recomputes without
 * knowing the play (no target, no picks, no bets).
 */

const numbers = z.array(z.number());
const cards = z.array(z.string());

/** POST /api/dicing: the roll, the player's side and multiplier, the chance and roll to beat, the verdict. */
export const dicePlayOutcomeSchema = z.object({
  roll: z.number(),
  over: z.boolean(),
  multiplier: z.number(),
  chance: z.number(),
  target: z.number(),
  win: z.boolean(),
});
export type DicePlayOutcome = z.infer<typeof dicePlayOutcomeSchema>;
/** Dice's draw: the roll. */
export const diceDrawSchema = dicePlayOutcomeSchema.pick({ roll: true });
export type DiceDraw = z.infer<typeof diceDrawSchema>;

/** POST /api/limbo: the result against the player's target. */
export const limboPlayOutcomeSchema = z.object({ result: z.number(), target: z.number(), win: z.boolean() });
export type LimboPlayOutcome = z.infer<typeof limboPlayOutcomeSchema>;
/** Limbo's draw: the result. */
export const limboDrawSchema = limboPlayOutcomeSchema.pick({ result: true });
export type LimboDraw = z.infer<typeof limboDrawSchema>;

/** POST /api/plinko: the drop (the verifier knows rows and risk too, so the draw is the whole outcome). */
export const plinkoPlayOutcomeSchema = z.object({
  path: numbers,
  bucket: z.number(),
  multiplier: z.number(),
  rows: z.number(),
  risk: z.enum(PLINKO_RISKS),
}) satisfies z.ZodType<PlinkoOutcome>;
export type PlinkoPlayOutcome = z.infer<typeof plinkoPlayOutcomeSchema>;

/** POST /api/keno: the squares drawn in order, the player's squares and risk, the hits and what they pay. */
export const kenoPlayOutcomeSchema = z.object({
  drawn: numbers,
  hits: numbers,
  multiplier: z.number(),
  squares: numbers,
  risk: z.enum(KENO_RISKS),
});
export type KenoPlayOutcome = z.infer<typeof kenoPlayOutcomeSchema>;
/** Keno's draw: the squares drawn. */
export const kenoDrawSchema = kenoPlayOutcomeSchema.pick({ drawn: true });
export type KenoDraw = z.infer<typeof kenoDrawSchema>;

/** POST /api/roulette: the pocket, its colour and the player's chips per betting slot. */
export const roulettePlayOutcomeSchema = z.object({
  pocket: z.number(),
  colour: z.enum(['green', 'red', 'black']),
  chips: numbers,
});
export type RoulettePlayOutcome = z.infer<typeof roulettePlayOutcomeSchema>;
/** Roulette's draw: the pocket and its colour. */
export const rouletteDrawSchema = roulettePlayOutcomeSchema.pick({ pocket: true, colour: true });
export type RouletteDraw = z.infer<typeof rouletteDrawSchema>;

const baccaratSide = z.enum(BACCARAT_BETS);
/** POST /api/baccarat: the hand and the player's stake on each bet (decimal strings). */
export const baccaratPlayOutcomeSchema = z.object({
  cards,
  player: cards,
  banker: cards,
  playerTotal: z.number(),
  bankerTotal: z.number(),
  winner: baccaratSide,
  bets: z.record(baccaratSide, z.string()),
});
export type BaccaratPlayOutcome = z.infer<typeof baccaratPlayOutcomeSchema>;
/** Baccarat's draw: the hand, as @casino/fairness deals it. */
export const baccaratDrawSchema = baccaratPlayOutcomeSchema.omit({
  bets: true,
}) satisfies z.ZodType<BaccaratOutcome>;
export type BaccaratDraw = z.infer<typeof baccaratDrawSchema>;

/** POST /api/war: every draw and the winner, exactly as @casino/fairness deals it. */
export const warPlayOutcomeSchema = z.object({
  rounds: z.array(z.object({ player: z.string(), dealer: z.string() })),
  winner: z.enum(['player', 'dealer']),
}) satisfies z.ZodType<WarOutcome>;
export type WarPlayOutcome = z.infer<typeof warPlayOutcomeSchema>;

const slotSymbol = z.enum(SLOT_SYMBOLS);
/** POST /api/slots: the spin, exactly as @casino/fairness spins it. */
export const slotsPlayOutcomeSchema = z.object({
  stops: numbers,
  reels: z.array(z.array(slotSymbol)),
  line: z.array(slotSymbol),
  multiplier: z.number(),
}) satisfies z.ZodType<SlotsOutcome>;
export type SlotsPlayOutcome = z.infer<typeof slotsPlayOutcomeSchema>;

/** Where a step game stands: the multiplier it pays now and the next step's (null when none is left). */
const stepMultipliersShape = {
  multiplier: z.number(),
  next_multiplier: z.number().nullable(),
};

/** A finished mines game: the mines, the safe tiles revealed in order, the tile that hit a mine. */
export const minesPlayOutcomeSchema = z.object({
  mines: z.number(),
  revealed: numbers,
  hit: z.number().nullable(),
  ...stepMultipliersShape,
  mine_positions: numbers,
});
export type MinesPlayOutcome = z.infer<typeof minesPlayOutcomeSchema>;
/** Mines' draw: where the mines lie. */
export const minesDrawSchema = minesPlayOutcomeSchema.pick({ mines: true, mine_positions: true });
export type MinesDraw = z.infer<typeof minesDrawSchema>;

const towerDifficulty = z.enum(Object.keys(TOWER_DIFFICULTIES) as [TowerDifficulty, ...TowerDifficulty[]]);
/** A finished tower game: the tile picked on each level climbed (and the one lost on), every level's safe tiles. */
export const towerPlayOutcomeSchema = z.object({
  difficulty: towerDifficulty,
  picks: numbers,
  lost: z.boolean(),
  ...stepMultipliersShape,
  levels: z.array(numbers),
});
export type TowerPlayOutcome = z.infer<typeof towerPlayOutcomeSchema>;
/** Tower's draw: every level's safe tiles. */
export const towerDrawSchema = towerPlayOutcomeSchema.pick({ difficulty: true, levels: true });
export type TowerDraw = z.infer<typeof towerDrawSchema>;

const cloverDifficulty = z.enum(
  Object.keys(CLOVER_DIFFICULTIES) as [CloverDifficulty, ...CloverDifficulty[]],
);
/** A finished clover cross game: how many lanes were crossed, whether a trap ended it, every lane. */
export const cloverPlayOutcomeSchema = z.object({
  difficulty: cloverDifficulty,
  crossed: z.number(),
  lost: z.boolean(),
  ...stepMultipliersShape,
  lanes: z.array(z.enum(['clover', 'trap'])),
});
export type CloverPlayOutcome = z.infer<typeof cloverPlayOutcomeSchema>;
/** Clover cross's draw: every lane. */
export const cloverDrawSchema = cloverPlayOutcomeSchema.pick({ difficulty: true, lanes: true });
export type CloverDraw = z.infer<typeof cloverDrawSchema>;

/** A finished blackjack game: @casino/fairness' state with the hole card shown and nothing left to do. */
export const blackjackPlayOutcomeSchema = z.object({
  cursor: z.number(),
  dealer: cards,
  hands: z.array(z.object({ cards, stake: z.number(), done: z.boolean(), split: z.boolean() })),
  active: z.number(),
  phase: z.literal('finished'),
  insurance: z.number(),
  returns: numbers,
  insuranceReturn: z.number(),
  actions: z.tuple([]),
}) satisfies z.ZodType<BlackjackState>;
export type BlackjackPlayOutcome = z.infer<typeof blackjackPlayOutcomeSchema>;
/** Blackjack's draw: the deck in draw order (the game decides how many cards it takes). */
export const blackjackDrawSchema = z.object({ deck: cards });
export type BlackjackDraw = z.infer<typeof blackjackDrawSchema>;

/**
 * A crash play: the round's crash point once it crashed with the play still riding (also when an
 * outage interrupted the round and refunded it), or only the cash-out when the player left in time.
 */
export const crashPlayOutcomeSchema = z.union([
  z.object({
    round_id: z.string(),
    crash_point: z.number(),
    cashout: z.null(),
    interrupted: z.literal(true).optional(),
  }),
  z.object({ round_id: z.string(), cashout: z.number() }),
]);
export type CrashPlayOutcome = z.infer<typeof crashPlayOutcomeSchema>;
/** Crash's draw: the round's crash point, from its hash and the chain's salt. */
export const crashDrawSchema = z.object({ crash_point: z.number() });
export type CrashDraw = z.infer<typeof crashDrawSchema>;

/** A duel play: the duel, the player's side and both sides' dice. */
export const duelPlayOutcomeSchema = z.object({
  duel_id: z.string(),
  side: z.enum(['host', 'guest']),
  host: duelSideViewSchema,
  guest: duelSideViewSchema,
  winner: z.enum(['host', 'guest', 'draw']),
});
export type DuelPlayOutcome = z.infer<typeof duelPlayOutcomeSchema>;
/** A duel's draw: both sides' dice, as @casino/fairness rolls them from the two seeds. */
export const duelDrawSchema = duelPlayOutcomeSchema.omit({
  duel_id: true,
  side: true,
}) satisfies z.ZodType<DuelOutcome>;
export type DuelDraw = z.infer<typeof duelDrawSchema>;
