import { z } from 'zod';
import { wagerSchema } from './games';
import { coinSchema } from './money';
import { requiredText } from './text';

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

const seedSchema = requiredText(DUEL_TEXTS.seedEmpty, { max: 64 });

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
export type DuelCreate = z.infer<typeof duelCreateSchema>;

export const duelJoinSchema = z.object({ seed: seedSchema.optional() });
export type DuelJoin = z.infer<typeof duelJoinSchema>;

/** PATCH /api/duels/{id}/seed: a new seed, and whether to lock it (a locked seed never changes). */
export const duelSeedSchema = z.object({ seed: seedSchema.optional(), locked: z.boolean().optional() });
export type DuelSeedChange = z.infer<typeof duelSeedSchema>;

export const duelStatusSchema = z.enum(['open', 'joined', 'finished', 'cancelled']);
export type DuelStatus = z.infer<typeof duelStatusSchema>;

export const duelSideViewSchema = z.object({ total: z.number(), first: z.number(), second: z.number() });
export type DuelSideView = z.infer<typeof duelSideViewSchema>;

/**
 * One side of a duel. A private player's id and name are null to everyone but themselves (as in bet
 * history); the side itself stays, so a hidden guest still shows that someone joined.
 */
export const duelPlayerSchema = z.object({ id: z.string().nullable(), username: z.string().nullable() });
export type DuelPlayer = z.infer<typeof duelPlayerSchema>;

export const duelViewSchema = z.object({
  id: z.string(),
  status: duelStatusSchema,
  joinable: z.boolean(),
  user: duelPlayerSchema.nullable(),
  joiner: duelPlayerSchema.nullable(),
  /** Null where that side is a private player and the viewer is someone else. */
  host_id: z.string().nullable(),
  guest_id: z.string().nullable(),
  wager: z.string(),
  pot: z.string(),
  game: z.literal('duels'),
  game_mode: coinSchema,
  /** Each side's seed state; `nonce` counts seed changes so a client ignores an older update. */
  seeds: z.object({
    host: z.object({ locked: z.boolean(), nonce: z.number() }),
    guest: z.object({ seed: z.string(), locked: z.boolean(), nonce: z.number() }).nullable(),
  }),
  host_result: duelSideViewSchema.nullable(),
  guest_result: duelSideViewSchema.nullable(),
  winner: z.enum(['host', 'guest', 'draw']).nullable(),
  /** The verification values: host seed hash always, the host seed once the duel has ended. */
  seed: z.object({
    host_seed_hash: z.string(),
    host_seed: z.string().nullable(),
    guest_seed: z.string().nullable(),
  }),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type DuelView = z.infer<typeof duelViewSchema>;

/** GET /api/duels: open duels anyone may join, newest first, and the viewer's own duel in progress. */
export const duelListSchema = z.object({ data: z.array(duelViewSchema), active: duelViewSchema.nullable() });
