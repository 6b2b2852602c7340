import { KENO_MAX_PICKS, KENO_RISKS, KENO_SQUARES, PLINKO_RISKS, ROULETTE_SLOTS } from '@casino/fairness';
import { z } from 'zod';
import { parseAmount } from './money';
import { requiredText } from './text';

/** Texts of refused plays (spec §5 where it has one, ours where it is silent). */
export const PLAY_TEXTS = {
  wagerInvalid: 'Enter a valid play amount.',
  wagerNegative: 'Total Play cannot be less than zero',
  wagerZero: 'Your play must be more than zero.',
  wagerDecimals: 'A play can have at most 2 decimals.',
  insufficient: 'Insufficient balance.',
  clientSeedMissing: 'Client seed must be set!',
  clientSeedEmpty: 'You need to write something!',
  clientSeedChanged: 'Your client seed has changed. Check it and play again.',
  gameInProgress: 'Finish your game in progress before changing seeds.',
  seedPairChanged: 'Your seed pair changed. Please try again.',
  min: (amount: string, coin: string) => `The minimum play is ${amount} ${coin}.`,
  max: (amount: string, coin: string) => `The maximum play is ${amount} ${coin}.`,
  maxPayout: (amount: string, coin: string) =>
    `This play could pay more than the maximum payout of ${amount} ${coin}. Lower your play.`,
} as const;

/**
 * A play amount as sent by the web app: a number or a decimal string, positive, at most 2 decimals.
 * Parsed into minor units (bigint).
 */
export const wagerSchema = z
  .union([z.string(), z.number()], { error: PLAY_TEXTS.wagerInvalid })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (!/^-?\d+(\.\d+)?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: PLAY_TEXTS.wagerInvalid });
      return z.NEVER;
    }
    if (text.startsWith('-')) {
      ctx.addIssue({ code: 'custom', message: PLAY_TEXTS.wagerNegative });
      return z.NEVER;
    }
    const minor = parseAmount(text);
    if (minor === null) {
      const message = /\.\d{3,}$/.test(text) ? PLAY_TEXTS.wagerDecimals : PLAY_TEXTS.wagerInvalid;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (minor === 0n) {
      ctx.addIssue({ code: 'custom', message: PLAY_TEXTS.wagerZero });
      return z.NEVER;
    }
    return minor;
  });

export const clientSeedSchema = requiredText(PLAY_TEXTS.clientSeedEmpty, {
  max: 64,
  tooLong: 'A client seed can be at most 64 characters.',
});

const decimals = (max: number) => (n: number) => Math.abs(Math.round(n * 10 ** max) - n * 10 ** max) < 1e-6;

export const DICE_LIMITS = { multiplierMin: 1.01, multiplierMax: 5000 } as const;
export const LIMBO_LIMITS = { targetMin: 1.01, targetMax: 1_000_000 } as const;

/**
 * Numbers in play bodies are JSON numbers: a string, boolean, null or array is refused, never coerced
 * (null or [] would otherwise become 0, true 1, [2] 2).
 */
const playNumber = (error: string) => z.number({ error });

/** POST /api/dicing: spec §7; `target` is always 50 in the web app and ignored; `seeds.client` must match. */
export const dicePlaySchema = z.object({
  wager: wagerSchema,
  over: z.boolean().default(true),
  multiplier: playNumber('Choose a multiplier.')
    .min(DICE_LIMITS.multiplierMin, 'The multiplier must be at least 1.01.')
    .max(DICE_LIMITS.multiplierMax, 'The multiplier can be at most 5000.')
    .refine(decimals(3), 'The multiplier can have at most 3 decimals.'),
  target: z.literal(50, { error: 'The dice target is always 50.' }).optional(),
  seeds: z
    .object({ client: clientSeedSchema.optional(), seed_lease_token: z.string().min(1).max(200).optional() })
    .optional(),
});

export const limboPlaySchema = z.object({
  wager: wagerSchema,
  target: playNumber('Choose a target multiplier.')
    .min(LIMBO_LIMITS.targetMin, 'The target must be at least 1.01.')
    .max(LIMBO_LIMITS.targetMax, 'The target can be at most 1,000,000.')
    .refine(decimals(2), 'The target can have at most 2 decimals.'),
});

export const plinkoPlaySchema = z.object({
  wager: wagerSchema,
  rows: playNumber('Choose 8 to 16 rows.')
    .int('Choose 8 to 16 rows.')
    .min(8, 'Choose 8 to 16 rows.')
    .max(16, 'Choose 8 to 16 rows.'),
  risk: z.enum(PLINKO_RISKS, { error: 'Choose low, medium or high risk.' }),
});

export const kenoPlaySchema = z.object({
  wager: wagerSchema,
  squares: z
    .array(z.number().int().min(1).max(KENO_SQUARES), { error: 'Pick 1 to 10 squares.' })
    .min(1, 'Pick 1 to 10 squares.')
    .max(KENO_MAX_PICKS, 'Pick 1 to 10 squares.')
    .refine((squares) => new Set(squares).size === squares.length, 'Each square can be picked once.'),
  risk: z.enum(KENO_RISKS, { error: 'Choose low, medium or high risk.' }).default('medium'),
});

const chipCount = playNumber('Chips are whole numbers.')
  .int('Chips are whole numbers.')
  .min(0, 'Chips cannot be negative.')
  .max(10_000);

/** POST /api/roulette: chips per slot bet_0..bet_50 and the value of one chip (`bpc`). */
export const roulettePlaySchema = z.object({
  bets: z
    .strictObject(
      Object.fromEntries(
        Array.from({ length: ROULETTE_SLOTS }, (_, i) => [`bet_${i}`, chipCount.default(0)]),
      ),
      { error: 'Place chips on bet_0 to bet_50 only.' },
    )
    .transform((bets) => Array.from({ length: ROULETTE_SLOTS }, (_, i) => bets[`bet_${i}`] as number))
    .refine((chips) => chips.some((c) => c > 0), 'Place at least one chip.'),
  bpc: wagerSchema,
});

const optionalStake = wagerSchema.optional();
/** POST /api/baccarat: a play on any of player, banker and tie. */
export const baccaratPlaySchema = z
  .object({ player: optionalStake, banker: optionalStake, tie: optionalStake })
  .refine(
    (b) => b.player !== undefined || b.banker !== undefined || b.tie !== undefined,
    'Place a play on player, banker or tie.',
  );

export const simplePlaySchema = z.object({ wager: wagerSchema });

/** POST /api/{game}/seeds */
export const seedActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('update_client'), client_seed: clientSeedSchema }),
    z.object({ action: z.literal('refresh') }),
  ],
  { error: "Choose 'update_client' or 'refresh'." },
);
