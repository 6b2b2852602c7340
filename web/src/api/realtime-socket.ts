import type { io as connect, ManagerOptions, Socket, SocketOptions } from 'socket.io-client';

type Transports = NonNullable<ManagerOptions['transports']>;
/** What a socket tries first; after a failed attempt, what it starts with instead. */
const WEBSOCKET_FIRST: Transports = ['websocket', 'polling'];
const POLLING_FIRST: Transports = ['polling', 'websocket'];

/**
 * Opens a socket of the web app (the player's, socket.ts, and the public one, channels.ts), websocket
 * first: most players connect in one round trip, with no polling requests before an upgrade.
 * Proxies that block websockets do it in two ways, and each has its way back:
 * - refusing the upgrade (a 400 or 403, or the Upgrade header stripped): the attempt fails at once and
 *   `tryAllTransports` opens long-polling within the same attempt;
 * - swallowing it (a buffering proxy never answers): nothing fails, the attempt times out (`timeout`)
 *   and every later attempt starts with long-polling, which any HTTP proxy passes, and upgrades to a
 *   websocket in the background if one ever gets through.
 * A refusal by the server itself (a bad token) is no transport's fault and changes nothing.
 */
export function openRealtimeSocket(
  io: typeof connect,
  options: Partial<ManagerOptions & SocketOptions> = {},
  url?: string,
): Socket {
  const socket = io(url, {
    transports: WEBSOCKET_FIRST,
    tryAllTransports: true,
    timeout: 10_000,
    ...options,
  });
  socket.on('connect_error', () => {
    // Inactive: the server refused the socket (its middleware), so no transport would do better.
    if (socket.active) socket.io.opts.transports = POLLING_FIRST;
  });
  return socket;
}
