import {
  type ChatMessage,
  type ChatRoom,
  type ChatSender,
  chatBetCardSchema,
  chatRainCardSchema,
  chatTipCardSchema,
  STAFF_RANKS,
} from '@casino/contract';
import type { ZodType } from 'zod';
import type { MessageRow, RoomRow } from './repository';

/** A message's sender as everyone sees them; null for the house's own messages. */
export function senderView(row: MessageRow): ChatSender | null {
  if (row.user_id === null) return null;
  const rank = row.rank ?? 'other';
  return {
    id: row.user_id.toString(),
    username: row.username ?? 'Player',
    chatTitle: { title: row.title ?? 'User', slug: row.title_slug ?? 'user', order: row.title_order ?? 999 },
    rank,
    staff: STAFF_RANKS.includes(rank),
  };
}

/** Spec §3 Chat message as the API and the room's channel carry it. */
export function messageView(row: MessageRow): ChatMessage {
  return {
    id: row.id.toString(),
    room_id: row.room_id,
    kind: row.kind,
    body: row.body,
    created_at: row.created_at.toISOString(),
    sender: senderView(row),
    bet: row.kind === 'bet' ? card(chatBetCardSchema, row.meta) : null,
    tip: row.kind === 'tip' ? card(chatTipCardSchema, row.meta) : null,
    rain: row.kind === 'rain' ? card(chatRainCardSchema, row.meta) : null,
  };
}

/** A card as it was when written (a shared bet, a tip, a rain); an unreadable one shows as a plain message. */
function card<T>(schema: ZodType<T>, meta: unknown): T | null {
  const parsed = schema.safeParse(meta);
  return parsed.success ? parsed.data : null;
}

/** The slow mode a room is in now: staff's setting, or the automatic one while it lasts. */
export const AUTO_SLOW_MODE_SECONDS = 10;

/** Whether a burst has switched the room's automatic slow mode on, and it still lasts. */
export const autoSlowModeOn = (room: RoomRow, now = new Date()): boolean =>
  room.auto_slow_until !== null && room.auto_slow_until > now;

export function slowModeOf(room: RoomRow, now = new Date()): number {
  const automatic = autoSlowModeOn(room, now) ? AUTO_SLOW_MODE_SECONDS : 0;
  return Math.max(room.slow_mode_seconds, automatic);
}

export function roomView(room: RoomRow, last: MessageRow | undefined): ChatRoom {
  return {
    id: room.id,
    name: room.name,
    language: room.language,
    slow_mode_seconds: slowModeOf(room),
    last_chat_message: last ? messageView(last) : null,
    recipient: null,
    created_at: room.created_at.toISOString(),
  };
}
