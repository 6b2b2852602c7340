import { z } from 'zod';
import { staffReasonSchema } from './admin';
import { coinsToGiveShape, givesCoins } from './bonuses';
import { coinPairShape, coinsText, formatAmount, shownAmount } from './money';

/**
 * House rain (issue 24, docs/chat.md "Rain"): the house's pot of Gold Coins and free Sweeps Coins, split
 * equally among a room's eligible chatters, paid from the house's promotions accounts through the
 * ledger. The room is warned first; the result is a line in the room.
 */

/** Seconds between the warning in the room and the payout, unless the operator sets RAIN_WARNING_SECONDS. */
export const RAIN_WARNING_SECONDS = 60;
/** A chatter is active when they wrote in the room within this many minutes before the payout. */
export const RAIN_ACTIVE_MINUTES = 30;

export const RAIN_PHASES = ['warning', 'result'] as const;
export type RainPhase = (typeof RAIN_PHASES)[number];

/** A rain's line in the room: the warning with when it lands, then the result with who got how much. */
export const chatRainCardSchema = z.object({
  rain_id: z.string(),
  phase: z.enum(RAIN_PHASES),
  ...coinPairShape,
  rain_at: z.string(),
  /** The result's figures; null in the warning. */
  gc_recipients: z.number().int().nullable(),
  sc_recipients: z.number().int().nullable(),
  gc_share: z.string().nullable(),
  sc_share: z.string().nullable(),
});
export type ChatRainCard = z.infer<typeof chatRainCardSchema>;

const pot = (gc: bigint, sc: bigint) => coinsText(formatAmount(gc), formatAmount(sc));

/** The rain's words in the room (the body of its messages) and in the banner. */
export const RAIN_TEXTS = {
  warning: (gc: bigint, sc: bigint, seconds: number) =>
    `It's about to rain ${pot(gc, sc)}! Chat in the next ${seconds} seconds to catch a share.`,
  result: (figures: { gcRecipients: number; scRecipients: number; gcShare: bigint; scShare: bigint }) => {
    const parts = [
      figures.gcRecipients > 0 ? `${figures.gcRecipients} got ${shownAmount(figures.gcShare)} GC each` : null,
      figures.scRecipients > 0 ? `${figures.scRecipients} got ${shownAmount(figures.scShare)} SC each` : null,
    ].filter(Boolean);
    return parts.length > 0 ? `It rained! ${parts.join('; ')}.` : 'The rain passed: no one was eligible.';
  },
  countdown: (seconds: number) => `Rain in ${seconds}s`,
  caught: 'You caught the rain!',
  rules: `To catch a rain: chat in the room within ${RAIN_ACTIVE_MINUTES} minutes before it lands, meet the requirement to chat, verify your email, and be neither muted nor banned.`,
  pot: 'A rain gives Gold Coins, Sweeps Coins or both.',
} as const;

/** `POST /api/admin/chat/rains` (`chat.rain`): staff start a rain in a room, with a reason for the audit log. */
export const startRainSchema = z
  .object({
    room_id: z.string({ error: 'Choose a room.' }).trim().min(1, 'Choose a room.').max(40, 'Choose a room.'),
    ...coinsToGiveShape,
    reason: staffReasonSchema,
  })
  .refine(givesCoins, { message: RAIN_TEXTS.pot, path: ['gc'] });
export type StartRain = z.input<typeof startRainSchema>;

/** A rain as staff see it. */
export const rainSchema = z.object({
  id: z.string(),
  room_id: z.string(),
  ...coinPairShape,
  status: z.enum(['warned', 'paid']),
  rain_at: z.string(),
  started_by: z.string().nullable(),
  gc_recipients: z.number().int().nullable(),
  sc_recipients: z.number().int().nullable(),
  gc_share: z.string().nullable(),
  sc_share: z.string().nullable(),
  created_at: z.string(),
});
export type Rain = z.infer<typeof rainSchema>;
