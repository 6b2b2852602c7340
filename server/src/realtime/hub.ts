import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Sessions } from '../modules/auth/sessions';
import { closeRedis, connectRedis } from '../redis';

/** Channels anyone may listen to; private ones (App.User.{id}) are joined only by their owner. */
const PUBLIC_CHANNELS = new Set([
  'game-history',
  'announcements',
  'duels',
  'races',
  'stats',
  'house-bets',
  'crash',
  'default',
]);
const isPublicChannel = (channel: string) =>
  PUBLIC_CHANNELS.has(channel) || /^chat\.[\w-]{1,40}$/.test(channel);

export interface RealtimeHub {
  /** Call only after the transaction that produced the event has committed. */
  publish(channel: string, event: string, payload: unknown): void;
  disconnectSession(sessionId: string): void;
  disconnectUser(userId: bigint): void;
  close(): Promise<void>;
}

/**
 * Socket.IO over websockets. The bearer token is checked once at connect (session row included);
 * logout and bans disconnect the sockets of that session or player at once.
 */
export function createRealtimeHub(
  server: HttpServer,
  sessions: Sessions,
  log: FastifyBaseLogger,
  redisUrl?: string,
): RealtimeHub {
  const io = new Server(server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    pingTimeout: 6000,
  });
  const redisClients: Redis[] = [];
  // The adapter never handles its publishes' promises: a command that failed would be an unhandled
  // rejection. Without a retry limit a command waits for the reconnect instead of failing, and the
  // subscriber resubscribes on its own once Redis is back.
  const pub = redisUrl ? connectRedis(redisUrl, 'realtime', log, { maxRetriesPerRequest: null }) : null;
  if (pub) {
    const sub = connectRedis(redisUrl as string, 'realtime subscriber', log, { maxRetriesPerRequest: null });
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    const token = socket.handshake.auth?.token;
    if (typeof token === 'string' && token) {
      const player = await sessions.resolve(token);
      if (!player || player.banned) return next(new Error('Unauthenticated.'));
      socket.data.userId = player.userId.toString();
      socket.join([`App.User.${player.userId}`, `session:${player.sessionId}`]);
    }
    next();
  });

  io.on('connection', (socket) => {
    socket.on('subscribe', (channel: unknown) => {
      if (typeof channel === 'string' && isPublicChannel(channel)) socket.join(channel);
    });
    socket.on('unsubscribe', (channel: unknown) => {
      if (typeof channel === 'string' && isPublicChannel(channel)) socket.leave(channel);
    });
  });

  return {
    publish: (channel, event, payload) => {
      // On one instance a room nobody is in is skipped before Socket.IO encodes the packet (every play
      // publishes to its player's room, mostly unheard); with Redis other instances may have listeners.
      if (!pub && !io.sockets.adapter.rooms.has(channel)) return;
      // While Redis is down, this instance's own listeners still hear the event; nothing piles up to
      // be sent late (a stale crash tick is worse than none).
      if (pub && pub.status !== 'ready') io.local.to(channel).emit(event, payload);
      else io.to(channel).emit(event, payload);
    },
    disconnectSession: (sessionId) => {
      io.in(`session:${sessionId}`).disconnectSockets(true);
    },
    disconnectUser: (userId) => {
      io.in(`App.User.${userId}`).disconnectSockets(true);
    },
    close: async () => {
      await io.close();
      await Promise.all(redisClients.map(closeRedis));
    },
  };
}
