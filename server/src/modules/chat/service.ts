import {
  CHAT_KEPT_MESSAGES,
  CHAT_SEND_INTERVAL_SECONDS,
  CHAT_TEXTS,
  type ChatBetCard,
  type ChatMessage,
  type ChatRoom,
  type ChatStanding,
  type PostChatMessage,
  RATE_LIMIT_RESET_HEADER,
} from '@casino/contract';
import type { Database } from '../../db/database';
import { inTransaction, type Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limiter';
import { betDetail } from '../games';
import { publishMessage, publishRoom } from './events';
import { checkMessageText } from './message-text';
import {
  chatRoom,
  chatRooms,
  chatSettings,
  ignoredBy,
  insertMessage,
  lastMessageOfRooms,
  latestMessages,
  liveBonusCodes,
  messageById,
  type NewMessage,
  posterById,
  type RoomRow,
  recentMessageCount,
  sanctionInForce,
  setAutoSlowMode,
} from './repository';
import { requirementMet, unmetRequirement } from './requirement';
import { sanctionText } from './sanction-text';
import { autoSlowModeOn, messageView, roomView, slowModeOf } from './view';

/**
 * A room's automatic slow mode (docs/chat.md): this many messages within the window switch it on for
 * a few minutes, so a raid or a hype moment stays readable without staff at the keyboard.
 */
const AUTO_SLOW = { messages: 20, windowSeconds: 10, minutes: 2 } as const;

export async function listRooms(db: Database, viewerId: bigint): Promise<ChatRoom[]> {
  const [rooms, last] = await Promise.all([chatRooms(db), lastMessageOfRooms(db, viewerId)]);
  return rooms.map((room) => roomView(room, last.get(room.id)));
}

/** The room, or 404 in the chat's words (a tip's or a rain's room too). */
export async function existingRoom(executor: Database | Trx, roomId: string): Promise<RoomRow> {
  const room = await chatRoom(executor, roomId);
  if (!room) throw new AppError('NOT_FOUND', CHAT_TEXTS.roomNotFound);
  return room;
}

/** `GET /api/chat_messages/{roomId}`: the room's last 35, oldest first, without whom the viewer ignores. */
export async function roomMessages(db: Database, roomId: string, viewerId: bigint): Promise<ChatMessage[]> {
  await existingRoom(db, roomId);
  const sanction = await sanctionInForce(db, viewerId);
  if (sanction?.kind === 'ban') throw new AppError('FORBIDDEN', sanctionText(sanction));
  return (await latestMessages(db, roomId, viewerId, CHAT_KEPT_MESSAGES)).map(messageView);
}

/** Refuses a message sent sooner than the player's interval allows (spec §8: 429 'Slow down!'). */
async function refuseTooFast(limiter: RateLimiter, userId: bigint, room: RoomRow, staff: boolean) {
  const keys: [string, number][] = [[`chat:${userId}`, CHAT_SEND_INTERVAL_SECONDS]];
  const slowMode = staff ? 0 : slowModeOf(room);
  if (slowMode > CHAT_SEND_INTERVAL_SECONDS) keys.push([`chat-slow:${room.id}:${userId}`, slowMode]);
  for (const [key, seconds] of keys) {
    const state = await limiter.hit(key, seconds);
    if (state.count > 1) {
      throw new AppError('TOO_MANY_ATTEMPTS', CHAT_TEXTS.slowDown, undefined, {
        [RATE_LIMIT_RESET_HEADER]: String(state.resetSeconds),
        'retry-after': String(state.resetSeconds),
      });
    }
  }
}

/** The card of a bet the player shares: only their own, settled. */
async function sharedBet(db: Database, userId: bigint, betId: string): Promise<ChatBetCard> {
  const bet = await betDetail(db, BigInt(betId), userId, true).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      throw new AppError('NOT_FOUND', CHAT_TEXTS.betNotFound);
    throw error;
  });
  return {
    bet_id: bet.id,
    game: bet.game,
    game_name: bet.game_name,
    coin: bet.game_mode,
    wager: bet.wager,
    payout: bet.payout,
    multiplier: bet.multiplier,
  };
}

/**
 * `POST /api/chat_messages {body, roomId, bet_id?}`: who may write (a username, no mute or chat ban, the
 * requirement to chat), how often (3 s, or the room's slow mode), and what (message-text.ts). The message
 * and its delivery to the room commit together; a burst switches the room's slow mode on.
 */
export async function postMessage(
  db: Database,
  limiter: RateLimiter,
  userId: bigint,
  request: PostChatMessage,
): Promise<ChatMessage> {
  // The reads a message is judged by, at once (a busy room's send is a hot path: each round trip waits
  // its turn on an event loop that is also fanning messages out); refusals still go in this order.
  const [room, poster, sanction, settings, bonusCodes] = await Promise.all([
    existingRoom(db, request.roomId ?? ''),
    posterById(db, userId),
    sanctionInForce(db, userId),
    chatSettings(db),
    liveBonusCodes(db),
  ]);
  if (!poster?.username) throw new AppError('FORBIDDEN', CHAT_TEXTS.usernameRequired);
  if (sanction) throw new AppError('FORBIDDEN', sanctionText(sanction));
  const text = checkMessageText(request.body ?? '', {
    bonusCodes,
    blockedWords: settings.blocked_words,
    allowEmpty: request.bet_id !== undefined,
  });
  if (!text.ok) throw new AppError('VALIDATION_FAILED', text.reason, { body: [text.reason] });
  const bet = request.bet_id === undefined ? null : await sharedBet(db, userId, request.bet_id);
  // A member (or staff) has met the requirement for good: no transaction to find that out again.
  const unmet = requirementMet(poster)
    ? null
    : await inTransaction(db, (trx) => unmetRequirement(trx, poster));
  if (unmet) throw new AppError('FORBIDDEN', unmet);
  await refuseTooFast(limiter, userId, room, poster.rank !== 'other');

  return inTransaction(db, async (trx) => {
    const message = await writeChatMessage(trx, {
      roomId: room.id,
      userId,
      kind: bet ? 'bet' : 'message',
      body: text.body,
      meta: bet,
    });
    // A room whose automatic slow mode is on already (a busy room, where the send is hot) is not counted.
    if (
      !autoSlowModeOn(room) &&
      (await recentMessageCount(trx, room.id, AUTO_SLOW.windowSeconds)) >= AUTO_SLOW.messages
    ) {
      if (await setAutoSlowMode(trx, room.id, AUTO_SLOW.minutes)) {
        await publishRoom(trx, roomView(await existingRoom(trx, room.id), undefined));
      }
    }
    return message;
  });
}

/** A message just written in this transaction, read back with its sender. */
export async function committedMessage(trx: Trx, id: bigint) {
  const row = await messageById(trx, id);
  if (!row) throw new Error(`chat message ${id} vanished inside its own transaction`);
  return row;
}

/**
 * Writes a message in the caller's transaction and queues it for the room's readers, heard once that
 * transaction commits: a player's words, a shared bet, a tip's line or the house's rain.
 */
export async function writeChatMessage(trx: Trx, message: NewMessage): Promise<ChatMessage> {
  const view = messageView(await committedMessage(trx, await insertMessage(trx, message)));
  await publishMessage(trx, view);
  return view;
}

/** Where the player stands: may they write now, why not, and whom they ignore. */
export async function chatStanding(db: Database, userId: bigint): Promise<ChatStanding> {
  const [poster, sanction, ignored] = await Promise.all([
    posterById(db, userId),
    sanctionInForce(db, userId),
    ignoredBy(db, userId),
  ]);
  const ignoredList = ignored.map((row) => ({ id: row.id.toString(), username: row.username ?? 'Player' }));
  const standing = (reason: string | null, until: Date | null = null): ChatStanding => ({
    can_chat: reason === null,
    reason,
    until: until?.toISOString() ?? null,
    ignored: ignoredList,
  });
  if (!poster?.username) return standing(CHAT_TEXTS.usernameRequired);
  if (sanction) return standing(sanctionText(sanction), sanction.until);
  return standing(await inTransaction(db, (trx) => chatRefusal(trx, userId)));
}

/** Whether the player is banned from chat now (a mute still lets them read, and be tipped). */
export async function bannedFromChat(executor: Database | Trx, userId: bigint): Promise<boolean> {
  return (await sanctionInForce(executor, userId))?.kind === 'ban';
}

/**
 * Why the player may not write in chat now (no username, a mute or chat ban, the requirement to chat
 * unmet), in their words; null when they may. The one rule tips and rain ask too.
 */
export async function chatRefusal(trx: Trx, userId: bigint): Promise<string | null> {
  const poster = await posterById(trx, userId);
  if (!poster?.username) return CHAT_TEXTS.usernameRequired;
  const sanction = await sanctionInForce(trx, userId);
  if (sanction) return sanctionText(sanction);
  return unmetRequirement(trx, poster);
}
