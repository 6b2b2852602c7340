import { z } from 'zod';
import { wagerSchema } from './games';

export const DUEL_TEXTS = {
  notFound: 'This duel could not be found.',
  notJoinable: 'This duel can no longer be joined.',
  ownDuel: 'You cannot join your own duel.',
  activeDuel: 'You already have a duel in progress. Finish it first.',
  notYours: 'This is not your duel.',
  seedLocked: 'Your seed is locked.',
  notJoined: 'Nobody has joined this duel yet.',
  ended: 'This duel has already ended.',
  cancelJoined: 'A duel cannot be cancelled once someone has joined.',
  seedEmpty: 'You need to write something!',
  potOdd: 'The pot must split into two equal plays.',
} as const;

const seedSchema = z.string({ error: DUEL_TEXTS.seedEmpty }).trim().min(1, DUEL_TEXTS.seedEmpty).max(64);

/**
 * POST /api/duels: `{wager}` (each side's play) or spec §7's `{pot}` (twice the play); the host may set
 * their own seed and lock it at once, which opens the duel to others.
 */
export const duelCreateSchema = z
  .object({
    wager: wagerSchema.optional(),
    pot: wagerSchema.optional(),
    seed: seedSchema.optional(),
    locked: z.boolean().default(true),
  })
  .transform((body, ctx) => {
    const wager = body.wager ?? (body.pot !== undefined && body.pot % 2n === 0n ? body.pot / 2n : undefined);
    if (wager === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['pot'],
        message: body.pot ? DUEL_TEXTS.potOdd : 'Enter a valid play amount.',
      });
      return z.NEVER;
    }
    return { wager, seed: body.seed, locked: body.locked };
  });

export const duelJoinSchema = z.object({ seed: seedSchema.optional() });

/** PATCH /api/duels/{id}/seed: a new seed, and whether to lock it (a locked seed never changes). */
export const duelSeedSchema = z.object({ seed: seedSchema.optional(), locked: z.boolean().optional() });

export type DuelStatus = 'open' | 'joined' | 'finished' | 'cancelled';

export interface DuelSideView {
  total: number;
  first: number;
  second: number;
}

/**
 * One side of a duel. A private player's id and name are null to everyone but themselves (as in bet
 * history); the side itself stays, so a hidden guest still shows that someone joined.
 */
export interface DuelPlayer {
  id: string | null;
  username: string | null;
}

export interface DuelView {
  id: string;
  status: DuelStatus;
  joinable: boolean;
  user: DuelPlayer | null;
  joiner: DuelPlayer | null;
  /** Null where that side is a private player and the viewer is someone else. */
  host_id: string | null;
  guest_id: string | null;
  wager: string;
  pot: string;
  game: 'duels';
  game_mode: 'GC' | 'SC';
  /** Each side's seed state; `nonce` counts seed changes so a client ignores an older update. */
  seeds: {
    host: { locked: boolean; nonce: number };
    guest: { seed: string; locked: boolean; nonce: number } | null;
  };
  host_result: DuelSideView | null;
  guest_result: DuelSideView | null;
  winner: 'host' | 'guest' | 'draw' | null;
  /** The verification values: host seed hash always, the host seed once the duel has ended. */
  seed: { host_seed_hash: string; host_seed: string | null; guest_seed: string | null };
  created_at: string;
  finished_at: string | null;
}
