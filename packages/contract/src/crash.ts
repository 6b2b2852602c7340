import { z } from 'zod';
import { wagerSchema } from './games';

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

/** `interrupted`: its leader stopped before the crash; the plays still riding got their wager back. */
export type CrashRoundStatus = 'betting' | 'running' | 'crashed' | 'interrupted';

export interface CrashRoundView {
  id: string;
  status: CrashRoundStatus;
  /** Position in the hash chain: round 1 plays the hash whose SHA-256 is the published terminating hash. */
  position: number;
  betting_ends_at: string;
  started_at: string | null;
  crashed_at: string | null;
  growth: number;
  /** Revealed once the round has crashed or was interrupted. */
  crash_point: string | null;
  hash: string | null;
}

export interface CrashBetView {
  id: string;
  round_id: string;
  user: { id: string; username: string | null } | null;
  wager: string;
  game_mode: 'GC' | 'SC';
  auto_cashout: string | null;
  /** The multiplier cashed out at; null while riding or after losing. */
  cashout: string | null;
  payout: string | null;
  status: 'active' | 'settled';
}

export interface CrashChainView {
  terminating_hash: string;
  chain_length: number;
  created_at: string;
  salt: string;
  salt_published_at: string;
  edge: number;
}
