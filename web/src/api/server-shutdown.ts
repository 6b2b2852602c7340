import type { Socket } from 'socket.io-client';

/** What a server sends its sockets just before it closes them for a deploy (server/src/realtime/hub.ts). */
const SERVER_SHUTDOWN_EVENT = 'server-shutdown';

/**
 * On `server-shutdown` the socket drops its connection at once, as if it were lost: Socket.IO then
 * reconnects with its randomised back-off (about 0.5–1.5 s, doubling up to 5 s), through the load
 * balancer to an instance that still serves, so a deploy's sockets do not all return at one instant.
 * The `connect` handlers rejoin the channels and reload what was missed.
 */
export function reconnectOnServerShutdown(socket: Socket): void {
  socket.on(SERVER_SHUTDOWN_EVENT, () => socket.io.engine?.close());
}
