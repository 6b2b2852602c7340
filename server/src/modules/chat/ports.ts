import type { Database } from '../../db/database';
import type { SessionResolver } from '../../http/authenticate';
import type { RateLimiter } from '../../http/rate-limiter';

/** How many sockets listen to a channel, on every instance (the realtime hub answers it). */
export interface ChannelAudience {
  listeners(channel: string): Promise<number>;
}

/** What the chat module needs from outside itself. */
export interface ChatPorts {
  /** Its own tables, the bets a player shares, the event outbox its messages go through, the audit log. */
  db: Database;
  sessions: SessionResolver;
  /** One message per player per 3 s and each room's slow mode, across instances when Redis is configured. */
  rateLimiter: RateLimiter;
  /** The roster's count of readers. */
  audience: ChannelAudience;
}
