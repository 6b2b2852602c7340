import type { Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_TEXTS, WEB_BUILD_EVENT, type WebBuild } from '@casino/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
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

/** The event a socket hears before its server closes it for a deploy: reconnect (to another instance). */
export const SERVER_SHUTDOWN_EVENT = 'server-shutdown';
/** How long a socket may take to take its last packets before its transport is cut. */
const SOCKET_CLOSE_MS = 1_000;

/** What the hub needs from sign-in to admit a socket; the auth module's Sessions provides it. */
export interface SocketSessions {
  /** The live session a token names, or null if bad, expired or revoked. */
  resolve(token: string): Promise<{ sessionId: string; userId: bigint; banned: boolean } | null>;
}

export interface RealtimeHub {
  /**
   * Call only after the transaction that produced the event has committed, and only for what may be lost
   * (crash ticks, public feeds): what must follow a commit goes through the event outbox (`enqueueEvent`).
   */
  publish(channel: string, event: string, payload: unknown): void;
  /** Drops the sockets of these sessions on every instance (call after the revocation has committed). */
  disconnectSessions(sessionIds: string[]): void;
  disconnectUser(userId: bigint): void;
  /** How many sockets are in the channel, on every instance (a chat room's readers). */
  listeners(channel: string): Promise<number>;
  /** How many sockets are connected to this instance now (the metrics read it at scrape time). */
  connectedSockets(): number;
  /** Drops every socket in the channel, on every instance (the event outbox's `enqueueDisconnect`). */
  disconnect(channel: string): void;
  /**
   * A deploy's step (main.ts): refuses new sockets, tells this instance's sockets
   * `server-shutdown` and closes their transports. A client sees a lost connection, which Socket.IO
   * reconnects with its randomised back-off, through the load balancer to an instance that serves.
   */
  shutdown(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Socket.IO over websockets, or long-polling where they cannot pass. The bearer token is checked at
 * connect (session row included); every revocation (logout, password change or reset, deletion, ban)
 * disconnects the sockets of those sessions or that player at once, on every instance through the adapter.
 */
export function createRealtimeHub(
  server: HttpServer,
  sessions: SocketSessions,
  log: FastifyBaseLogger,
  redisUrl?: string,
  redisKeyPrefix = '',
  /** The build of the web app this instance serves (`readWebBuild`), null when none is built. */
  webBuild: string | null = null,
): RealtimeHub {
  let shuttingDown = false;
  const io = new Server(server, {
    path: '/socket.io',
    // Websocket first (the web app opens with it, api/realtime-socket.ts); HTTP long-polling for players
    // behind proxies that refuse websockets, upgraded to a websocket when one gets through. A polling
    // session is many requests: several instances need the balancer to keep a client on one of them
    // (docs/operations.md, "Several instances").
    transports: ['polling', 'websocket'],
    serveClient: false,
    pingTimeout: 6000,
    // Refused at the handshake, a client retries with back-off, as it does when the server is away.
    allowRequest: (_request, answer) =>
      answer(shuttingDown ? 'The server is shutting down.' : null, !shuttingDown),
  });
  writeEachFlushAtOnce(io);
  const redisClients: Redis[] = [];
  // The adapter never handles its publishes' promises: a command that failed would be an unhandled
  // rejection. Without a retry limit a command waits for the reconnect instead of failing, and the
  // subscriber resubscribes on its own once Redis is back.
  const pub = redisUrl ? connectRedis(redisUrl, 'realtime', log, { maxRetriesPerRequest: null }) : null;
  if (pub) {
    const sub = connectRedis(redisUrl as string, 'realtime subscriber', log, { maxRetriesPerRequest: null });
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: `${redisKeyPrefix}socket.io` }));
  }

  io.use(async (socket, next) => {
    const token = socket.handshake.auth?.token;
    if (typeof token === 'string' && token) {
      // Socket.IO drops this middleware's promise: a failed check (the database away) must not reject it,
      // or the process ends on an unhandled rejection. The socket is refused; its client retries.
      const player = await sessions.resolve(token).catch(() => undefined);
      if (player === undefined) return next(new Error(ERROR_TEXTS.serviceUnavailable));
      if (!player || player.banned) return next(new Error('Unauthenticated.'));
      socket.data.userId = player.userId.toString();
      socket.data.sessionId = player.sessionId;
    }
    next();
  });

  // Spec §4 "website update prompts refresh": every socket learns the build this instance serves when it
  // connects, and every socket on every instance hears it once this instance listens (a deploy's new
  // instance), so a tab built from another version offers to refresh. During a rolling deploy a tab
  // hears a new build, and reconnects to whichever instance; it is asked again only where the build differs.
  const served: WebBuild | null = webBuild ? { build: webBuild } : null;
  if (served) server.once('listening', () => io.emit(WEB_BUILD_EVENT, served));

  io.on('connection', (socket) => {
    if (served) socket.emit(WEB_BUILD_EVENT, served);
    // The acknowledgement tells the client it is in the room: what it loads from then on misses nothing.
    socket.on('subscribe', (channel: unknown, joined?: unknown) => {
      if (typeof channel === 'string' && isPublicChannel(channel)) socket.join(channel);
      if (typeof joined === 'function') joined();
    });
    socket.on('unsubscribe', (channel: unknown) => {
      if (typeof channel === 'string' && isPublicChannel(channel)) socket.leave(channel);
    });
    const { userId, sessionId } = socket.data as { userId?: string; sessionId?: string };
    if (!userId || !sessionId) return;
    // Joined only now that the socket is registered (a disconnect finds it from here on), then the
    // session is checked again: a revocation that committed while the first check ran is not missed.
    socket.join([`App.User.${userId}`, `session:${sessionId}`]);
    sessions.resolve(socket.handshake.auth.token).then(
      (player) => {
        if (!player || player.banned) socket.disconnect(true);
      },
      () => socket.disconnect(true),
    );
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
    disconnectSessions: (sessionIds) => {
      if (sessionIds.length === 0) return;
      io.in(sessionIds.map((id) => `session:${id}`)).disconnectSockets(true);
    },
    listeners: async (channel) => (await io.in(channel).fetchSockets()).length,
    connectedSockets: () => io.of('/').sockets.size,
    disconnectUser: (userId) => {
      io.in(`App.User.${userId}`).disconnectSockets(true);
    },
    disconnect: (channel) => {
      io.in(channel).disconnectSockets(true);
    },
    shutdown: async () => {
      shuttingDown = true;
      const sockets = [...io.of('/').sockets.values()];
      io.local.emit(SERVER_SHUTDOWN_EVENT);
      // Closing the transport, not disconnecting the socket: a server's disconnect packet would tell the
      // client not to reconnect, and a web app loaded before the deploy must come back all the same.
      await Promise.all(sockets.map((socket) => closeTransport(socket.conn)));
    },
    close: async () => {
      await io.close();
      await Promise.all(redisClients.map(closeRedis));
    },
  };
}

/**
 * Writes what a connection flushes in one go, one system call, instead of one per packet. Socket.IO
 * writes each packet to its websocket at once, and a socket's packets emitted while its last write is
 * under way wait, then go together: a room of 5,000 hearing a busy chat (the event outbox publishes what
 * committed meanwhile as one batch) made one loopback write per message per socket, the fan-out's main
 * cost (npm run bench:chat -w bench). Corking the TCP socket around Engine.IO's flush joins its frames.
 */
function writeEachFlushAtOnce(io: Server): void {
  io.engine.on('flush', (conn: Socket['conn']) => tcpSocketOf(conn)?.cork());
  io.engine.on('drain', (conn: Socket['conn']) => tcpSocketOf(conn)?.uncork());
}

/**
 * The TCP socket under a websocket connection (ws keeps it as `_socket`); undefined on long-polling,
 * whose packets go out as one HTTP response anyway and whose TCP socket changes from request to request.
 */
function tcpSocketOf(conn: Socket['conn']): Duplex | undefined {
  if (conn.transport.name !== 'websocket') return undefined;
  const websocket = (conn.transport as { socket?: { _socket?: Duplex } }).socket;
  return websocket?._socket;
}

/** Closes an engine connection once its last packets are sent, or cuts it after SOCKET_CLOSE_MS. */
function closeTransport(conn: Socket['conn']): Promise<void> {
  if (conn.readyState === 'closed') return Promise.resolve();
  return new Promise((resolve) => {
    const cut = setTimeout(() => conn.close(true), SOCKET_CLOSE_MS);
    conn.once('close', () => {
      clearTimeout(cut);
      resolve();
    });
    conn.close();
  });
}
