import { z } from 'zod';
import { parseAmount, shownAmount } from './money';
import { balanceSchema } from './user';

/**
 * Chat tips (issue 24; spec §7 `POST /chat_actions {action tip, username, meta}`): a player gives
 * another player Gold Coins from chat. Sweeps Coins are never traded between players
 * (shared/spec/sweepstakes.md), so a tip is in Gold Coins only. The limits are docs/chat.md's "Tips".
 */

/** Minor units (1 GC = 100): the least one tip gives, the most one tip gives, the most a tipper gives in 24 h. */
export const TIP_LIMITS = {
  min: 10_000n,
  max: 10_000_000n,
  perDay: 50_000_000n,
} as const;

/** The refusals and confirmations of a tip, word for word on both sides. */
export const TIP_TEXTS = {
  goldCoinsOnly: 'Sweeps Coins are never traded between players: tips are in Gold Coins only.',
  amount: 'Enter an amount of Gold Coins such as 1000 or 250.50.',
  belowMin: `The smallest tip is ${shownAmount(TIP_LIMITS.min)} GC.`,
  aboveMax: `The largest tip is ${shownAmount(TIP_LIMITS.max)} GC.`,
  dailyLimit: (left: bigint) =>
    `You can tip at most ${shownAmount(TIP_LIMITS.perDay)} GC in 24 hours; ${shownAmount(left)} GC left.`,
  selfTip: 'You cannot tip yourself.',
  username: 'Enter the username of the player to tip.',
  recipientNotFound: 'No player has this username.',
  recipientBanned: 'This player cannot receive tips.',
  insufficient: 'You do not have enough Gold Coins for this tip.',
  confirmTitle: 'Send a tip?',
  confirm: (amount: string, username: string) => `Send ${amount} GC to ${username}? A tip cannot be undone.`,
  sent: (amount: string, username: string) => `You tipped ${username} ${amount} GC.`,
  line: (tipper: string, amount: string, recipient: string) => `${tipper} tipped ${recipient} ${amount} GC`,
} as const;

/** `POST /api/chat_actions`'s `meta` for a tip: how much, in which coin (GC only), where it shows, and if. */
export const tipMetaSchema = z.object({
  amount: z
    .string({ error: TIP_TEXTS.amount })
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, TIP_TEXTS.amount)
    .refine((text) => (parseAmount(text) ?? 0n) >= TIP_LIMITS.min, TIP_TEXTS.belowMin)
    .refine((text) => (parseAmount(text) ?? 0n) <= TIP_LIMITS.max, TIP_TEXTS.aboveMax),
  /** Only 'GC' passes: 'SC' is refused with the sweepstakes rule's words. */
  coin: z
    .enum(['GC', 'SC'], { error: TIP_TEXTS.goldCoinsOnly })
    .pipe(z.literal('GC', TIP_TEXTS.goldCoinsOnly)),
  /** The room the tip's line shows in; the lobby when left out. */
  room_id: z.string().max(40).optional(),
  /** The tipper's choice to keep the tip out of the room: only the two players see it. */
  hidden: z.boolean().default(false),
});
export type TipMeta = z.input<typeof tipMetaSchema>;

/** `POST /api/chat_actions {action: 'tip', username, meta}` (spec §7). */
export const chatActionSchema = z.object({
  action: z.literal('tip', { error: 'Choose an action: tip.' }),
  username: z.string({ error: TIP_TEXTS.username }).trim().min(1, TIP_TEXTS.username).max(40),
  meta: tipMetaSchema,
});
export type ChatAction = z.input<typeof chatActionSchema>;

/** A tip as the room's line and the recipient's event show it. */
export const chatTipCardSchema = z.object({
  tip_id: z.string(),
  amount: z.string(),
  coin: z.literal('GC'),
  recipient: z.object({ id: z.string(), username: z.string() }),
});
export type ChatTipCard = z.infer<typeof chatTipCardSchema>;

/** What the tipper is told: the words, the tip, and their balance after it. */
export const tipSentSchema = z.object({
  message: z.string(),
  tip: chatTipCardSchema.extend({ hidden: z.boolean(), room_id: z.string(), created_at: z.string() }),
  balance: balanceSchema,
});
export type TipSent = z.infer<typeof tipSentSchema>;

/** The recipient's private event (`App.User.<id>`), after the commit; their balance follows as `balance`. */
export const TIP_RECEIVED_EVENT = 'TipReceived';
export const tipReceivedSchema = z.object({
  tip_id: z.string(),
  amount: z.string(),
  coin: z.literal('GC'),
  from: z.object({ id: z.string(), username: z.string() }),
  room_id: z.string(),
  hidden: z.boolean(),
  created_at: z.string(),
});
export type TipReceived = z.infer<typeof tipReceivedSchema>;
