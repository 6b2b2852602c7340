import { z } from 'zod';
import { wagerSchema } from './games';
import { coinSchema } from './money';
import { betPlayerSchema } from './plays';
import { queryInteger } from './query';

/**
 * Crash's rising multiplier, shared by the server (which settles cash-outs by it) and the web app (which
 * draws it): m(t) = e^(growth · t), t in seconds since the round started, shown floored to 2 decimals.
 * `growth` comes with every round, so the server's configuration is the one truth.
 */
export function crashMultiplierAt(elapsedMs: number, growthPerSecond: number): number {
  return Math.floor(100 * Math.exp((growthPerSecond * Math.max(0, elapsedMs)) / 1000)) / 100;
}

/** How long after the start a round reaches `multiplier` (ms): where it crashes, or an auto cash-out fires. */
export function crashElapsedFor(multiplier: number, growthPerSecond: number): number {
  return (Math.log(multiplier) / growthPerSecond) * 1000;
}

export const CRASH_TEXTS = {
  notBetting: 'Plays are closed for this round. Wait for the next one.',
  alreadyIn: 'You already have a play in this round.',
  noBet: 'You have no play in this round.',
  notRunning: 'The round has not started yet.',
  crashed: 'Too late: the round has crashed.',
  cashedOut: 'You have already cashed out.',
} as const;

export const CRASH_AUTO_CASHOUT = { min: 1.01, max: 1_000_000 } as const;

/** POST /api/crash: `{action: 'bet', wager, auto_cashout?}` in a betting window, or `{action: 'cashout'}`. */
export const crashActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('bet'),
      wager: wagerSchema,
      auto_cashout: z
        .number({ error: 'Enter a valid auto cash-out.' })
        .min(CRASH_AUTO_CASHOUT.min, 'Auto cash-out must be at least 1.01.')
        .max(CRASH_AUTO_CASHOUT.max, 'Auto cash-out can be at most 1,000,000.')
        .refine(
          (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
          'Auto cash-out can have at most 2 decimals.',
        )
        .nullish(),
    }),
    z.object({ action: z.literal('cashout') }),
  ],
  { error: 'Choose bet or cashout.' },
);
export type CrashAction = z.infer<typeof crashActionSchema>;

/** `interrupted`: its leader stopped before the crash; the plays still riding got their wager back. */
export const crashRoundStatusSchema = z.enum(['betting', 'running', 'crashed', 'interrupted']);
export type CrashRoundStatus = z.infer<typeof crashRoundStatusSchema>;

export const crashRoundViewSchema = z.object({
  id: z.string(),
  status: crashRoundStatusSchema,
  /** Position in the hash chain: round 1 plays the hash whose SHA-256 is the published terminating hash. */
  position: z.number(),
  betting_ends_at: z.string(),
  started_at: z.string().nullable(),
  crashed_at: z.string().nullable(),
  growth: z.number(),
  /** Revealed once the round has crashed or was interrupted. */
  crash_point: z.string().nullable(),
  hash: z.string().nullable(),
});
export type CrashRoundView = z.infer<typeof crashRoundViewSchema>;

export const crashBetViewSchema = z.object({
  id: z.string(),
  round_id: z.string(),
  user: betPlayerSchema,
  wager: z.string(),
  game_mode: coinSchema,
  auto_cashout: z.string().nullable(),
  /** The multiplier cashed out at; null while riding or after losing. */
  cashout: z.string().nullable(),
  payout: z.string().nullable(),
  status: z.enum(['active', 'settled']),
});
export type CrashBetView = z.infer<typeof crashBetViewSchema>;

export const crashChainViewSchema = z.object({
  terminating_hash: z.string(),
  chain_length: z.number(),
  created_at: z.string(),
  salt: z.string(),
  salt_published_at: z.string(),
  edge: z.number(),
});
export type CrashChainView = z.infer<typeof crashChainViewSchema>;

/** GET /api/crash: the round in play (or the last one), its plays, the viewer's own, recent rounds, the chain. */
export const crashStateSchema = z.object({
  round: crashRoundViewSchema.nullable(),
  bets: z.array(crashBetViewSchema),
  my_bet: crashBetViewSchema.nullable(),
  history: z.array(crashRoundViewSchema),
  chain: crashChainViewSchema.nullable(),
});

/** The answer to a play or a cash-out: the play and the balance of its coin after it. */
export const crashActionAnswerSchema = z.object({
  bet: crashBetViewSchema,
  balance: z.string(),
  game_mode: coinSchema,
});

export const CRASH_HISTORY_ROUNDS = 20;

/** GET /api/crash/rounds?limit: the last rounds that ended. */
export const crashRoundsQuerySchema = z.object({
  limit: queryInteger('limit must be a whole number.')
    .pipe(z.number().min(1).max(100))
    .default(CRASH_HISTORY_ROUNDS),
});

export const crashRoundsSchema = z.object({ data: z.array(crashRoundViewSchema) });

/** GET /api/crash/rounds/{id}: a round with what a player needs to check it. */
export const crashRoundDetailSchema = z.object({
  round: crashRoundViewSchema,
  bets: z.array(crashBetViewSchema),
  verification: z.object({
    hash: z.string().nullable(),
    previous_hash: z.string().nullable(),
    salt: z.string(),
    edge: z.number(),
    crash_point: z.string().nullable(),
  }),
});

export const crashFairnessSchema = z.object({ chain: crashChainViewSchema.nullable() });
