import { z } from 'zod';
import { adminPage, adminPageNumber, adminRowPlayerShape, staffReasonSchema } from './admin';
import { coinSchema } from './money';
import { chatRainCardSchema } from './rain';
import { chatTipCardSchema } from './tips';
import { RANKS } from './user';

/**
 * Chat (spec §2 chat column and `/chat`, §3 Chat message, Chat room, Chat title, §4 chat states, §7
 * `chat_rooms`, `chat_messages`, §8 429 texts, §9 35 messages kept). The house's rules for who may
 * chat and what a message may hold are in docs/chat.md.
 */

/** Spec §4: the room a player is in unless they chose another; leaving any room returns here. */
export const DEFAULT_CHAT_ROOM = 'lobby';
/** Spec §9: a room shows this many of its latest messages. */
export const CHAT_KEPT_MESSAGES = 35;
/** The longest message, after trimming: a line or two in a 340 px column. */
export const CHAT_MESSAGE_MAX_LENGTH = 200;
/** Spec §8: one message per player per 3 s; a room's slow mode can only lengthen it. */
export const CHAT_SEND_INTERVAL_SECONDS = 3;
/** The longest slow mode staff may set: an hour between messages is a closed room in all but name. */
export const CHAT_SLOW_MODE_MAX_SECONDS = 3600;

/** The realtime channel of a room (the hub lets anyone listen to `chat.*`). */
export const chatChannel = (roomId: string) => `chat.${roomId}`;

/**
 * Events on a room's channel, and on the player's own channel (`ChatSanction`). `ChatMessages` is a list,
 * oldest first: the new messages that one round of the server's event relay found committed, in one packet.
 */
export const CHAT_EVENTS = {
  messages: 'ChatMessages',
  deleted: 'ChatMessageDeleted',
  room: 'ChatRoomUpdated',
  sanction: 'ChatSanction',
} as const;

/** Spec §8 (429 on chat) and the refusals of docs/chat.md, word for word on both sides. */
export const CHAT_TEXTS = {
  slowDownTitle: 'Slow down!',
  slowDown: 'You are sending messages too quickly.',
  roomNotFound: 'This chat room does not exist.',
  messageNotFound: 'This message was not found.',
  empty: 'Write a message first.',
  tooLong: `Keep messages under ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  hiddenCharacters: 'Messages cannot hold hidden or direction-changing characters.',
  noLinks: 'Links are not allowed in chat (rule 9).',
  noBonusCodes: 'Bonus codes are not allowed in chat (rule 13).',
  usernameRequired: 'Choose a username before you chat.',
  betNotFound: 'Only your own settled bets can be shared.',
  alreadyReported: 'You have already reported this message.',
  cannotIgnoreSelf: 'You cannot ignore yourself.',
  playerNotFound: 'No player has this username.',
  ignoreTitle: 'Are you sure?',
  ignoreText: (name: string) => `You will no longer be able to see messages from ${name}.`,
} as const;

/** What a message is: a player's words, a shared bet, or the house telling of a tip or a rain. */
export const CHAT_MESSAGE_KINDS = ['message', 'bet', 'tip', 'rain'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/** Spec §3 Chat title: the title shown beside a name; the lowest order wins (default 'User', 999). */
export const chatTitleSchema = z.object({ title: z.string(), slug: z.string(), order: z.number().int() });
export type ChatTitle = z.infer<typeof chatTitleSchema>;

/** Spec §3 Chat message's sender: who wrote it, with their title and, for staff, their rank's badge. */
export const chatSenderSchema = z.object({
  id: z.string(),
  username: z.string(),
  chatTitle: chatTitleSchema,
  rank: z.enum(RANKS),
  staff: z.boolean(),
});
export type ChatSender = z.infer<typeof chatSenderSchema>;

/** A shared bet, as its card shows it; the card opens the bet and its fairness verifier. */
export const chatBetCardSchema = z.object({
  bet_id: z.string(),
  game: z.string(),
  game_name: z.string(),
  coin: coinSchema,
  wager: z.string(),
  payout: z.string(),
  multiplier: z.string(),
});
export type ChatBetCard = z.infer<typeof chatBetCardSchema>;

/**
 * Spec §3 Chat message. `sender` is null for what the house says (a rain). A tip's line carries its card
 * (`tip`), a rain's its figures (`rain`); both are absent or null on other kinds.
 */
export const chatMessageSchema = z.object({
  id: z.string(),
  room_id: z.string(),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  body: z.string(),
  created_at: z.string(),
  sender: chatSenderSchema.nullable(),
  bet: chatBetCardSchema.nullable(),
  tip: chatTipCardSchema.nullable().optional(),
  rain: chatRainCardSchema.nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessagesSchema = z.array(chatMessageSchema);

/** Spec §3 Chat room, with its slow mode (seconds between a player's messages; 0 when off). */
export const chatRoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string(),
  slow_mode_seconds: z.number().int(),
  last_chat_message: chatMessageSchema.nullable(),
  recipient: z.null(),
  created_at: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;
export const chatRoomsSchema = z.array(chatRoomSchema);

export const chatRoomParamsSchema = z.object({ roomId: z.string().max(40) });

/**
 * `POST /api/chat_messages {body, roomId}` (spec §7), or a bet shared with `bet_id` (its words optional).
 * The body's length is checked after the server's trimming and cleaning, in the service.
 */
export const postChatMessageSchema = z.object({
  body: z
    .string({ error: CHAT_TEXTS.empty })
    .max(4 * CHAT_MESSAGE_MAX_LENGTH, CHAT_TEXTS.tooLong)
    .default(''),
  roomId: z.string({ error: CHAT_TEXTS.roomNotFound }).max(40, CHAT_TEXTS.roomNotFound),
  bet_id: z
    .string()
    .regex(/^\d{1,18}$/, CHAT_TEXTS.betNotFound)
    .optional(),
});
export type PostChatMessage = z.input<typeof postChatMessageSchema>;

/** Where the player stands with chat: may they write, and if not, why (shown above the composer). */
export const chatStandingSchema = z.object({
  can_chat: z.boolean(),
  /** Why not, in words for the player; null when they may. */
  reason: z.string().nullable(),
  /** When a mute or chat ban ends. */
  until: z.string().nullable(),
  ignored: z.array(z.object({ id: z.string(), username: z.string() })),
});
export type ChatStanding = z.infer<typeof chatStandingSchema>;

export const chatUsernameSchema = z.object({
  username: z.string({ error: CHAT_TEXTS.playerNotFound }).trim().min(1, CHAT_TEXTS.playerNotFound).max(40),
});

export const chatReportSchema = z.object({
  reason: z
    .string({ error: 'Say what is wrong with this message.' })
    .trim()
    .min(3, 'Say what is wrong with this message.')
    .max(300, 'Keep the report under 300 characters.'),
});

/** Who is in a room: the players who wrote lately, and how many are reading. */
export const chatRosterSchema = z.object({
  online: z.number().int(),
  chatters: z.array(chatSenderSchema),
});
export type ChatRoster = z.infer<typeof chatRosterSchema>;

// ---- Back office ----

export const CHAT_SANCTION_KINDS = ['mute', 'ban'] as const;
export type ChatSanctionKind = (typeof CHAT_SANCTION_KINDS)[number];
/** The longest mute or chat ban in one go: a month; longer is an account ban, not a chat matter. */
export const CHAT_SANCTION_MAX_MINUTES = 43_200;

export const chatSanctionRequestSchema = z.object({
  user_id: z.string().regex(/^\d{1,18}$/, 'Choose a player.'),
  kind: z.enum(CHAT_SANCTION_KINDS, { error: 'Choose mute or ban.' }),
  minutes: z
    .number({ error: 'Give a duration in minutes.' })
    .int('Give a duration in whole minutes.')
    .min(1, 'Give a duration of at least a minute.')
    .max(CHAT_SANCTION_MAX_MINUTES, 'A chat sanction lasts at most 30 days.'),
  reason: staffReasonSchema,
});
export type ChatSanctionRequest = z.input<typeof chatSanctionRequestSchema>;

export const chatSanctionSchema = z.object({
  id: z.string(),
  ...adminRowPlayerShape,
  kind: z.enum(CHAT_SANCTION_KINDS),
  reason: z.string(),
  until: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  lifted_at: z.string().nullable(),
});
export type ChatSanction = z.infer<typeof chatSanctionSchema>;
export const chatSanctionsPageSchema = adminPage(chatSanctionSchema);

export const chatReportRowSchema = z.object({
  id: z.string(),
  reason: z.string(),
  created_at: z.string(),
  reporter: z.string().nullable(),
  resolution: z.enum(['deleted', 'dismissed']).nullable(),
  message: chatMessageSchema,
  message_deleted: z.boolean(),
});
export type ChatReportRow = z.infer<typeof chatReportRowSchema>;
export const chatReportsPageSchema = adminPage(chatReportRowSchema);

export const adminChatListQuerySchema = z.object({
  open: z.enum(['true', 'false']).default('true'),
  page: adminPageNumber,
});

/** The sanctions list may also be narrowed to a player: an id, or text in a username or email. */
export const adminChatSanctionsQuerySchema = adminChatListQuerySchema.extend({
  q: z.string().trim().max(120).optional(),
});

export const chatSlowModeSchema = z.object({
  slow_mode_seconds: z
    .number({ error: 'Give the seconds between messages.' })
    .int('Give whole seconds.')
    .min(0, 'Slow mode cannot be negative.')
    .max(CHAT_SLOW_MODE_MAX_SECONDS, 'Slow mode is at most an hour.'),
});

/** The house's chat settings: the requirement to chat (docs/chat.md) and the words it masks. */
export const chatSettingsSchema = z.object({
  require_verified_email: z.boolean(),
  /** Played in GC or in SC (either is enough), decimal strings. */
  min_wagered_gc: z.string(),
  min_wagered_sc: z.string(),
  blocked_words: z.array(z.string()),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

export const chatSettingsRequestSchema = z.object({
  require_verified_email: z.boolean(),
  min_wagered_gc: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'Give an amount of GC.'),
  min_wagered_sc: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'Give an amount of SC.'),
  blocked_words: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .min(2, 'A blocked word has at least 2 letters.')
        .max(40, 'A blocked word has at most 40 letters.'),
    )
    .max(500, 'At most 500 blocked words.'),
});
