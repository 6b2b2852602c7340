import { type ChatRoster, type ChatSender, chatChannel } from '@casino/contract';
import type { Database } from '../../db/database';
import type { ChannelAudience } from './ports';
import { messagesByIds, recentChatters } from './repository';
import { senderView } from './view';

/** The roster: who wrote in the last quarter of an hour (at most 50, newest first), and how many read. */
const ROSTER = { minutes: 15, limit: 50 } as const;
/** Counting readers asks every instance; the roster is glanced at, so a count may be this old. */
const ONLINE_CACHE_MS = 10_000;

export function createRoster(db: Database, audience: ChannelAudience) {
  const online = new Map<string, { count: number; at: number }>();
  const readers = async (roomId: string): Promise<number> => {
    const cached = online.get(roomId);
    if (cached && Date.now() - cached.at < ONLINE_CACHE_MS) return cached.count;
    const count = await audience.listeners(chatChannel(roomId)).catch(() => cached?.count ?? 0);
    online.set(roomId, { count, at: Date.now() });
    return count;
  };
  return async (roomId: string): Promise<ChatRoster> => {
    const chatters = await recentChatters(db, roomId, ROSTER.minutes, ROSTER.limit);
    const rows = await messagesByIds(
      db,
      chatters.map((chatter) => chatter.last),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const senders = chatters
      .map((chatter) => byId.get(BigInt(chatter.last)))
      .map((row) => (row ? senderView(row) : null))
      .filter((sender): sender is ChatSender => sender !== null);
    return { online: await readers(roomId), chatters: senders };
  };
}
