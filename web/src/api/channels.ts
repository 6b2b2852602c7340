import { WEB_BUILD_EVENT } from '@casino/contract';
import type { Socket } from 'socket.io-client';
import { useIdle } from './idle';
import { openRealtimeSocket } from './realtime-socket';
import { reconnectOnServerShutdown } from './server-shutdown';
import { heardWebBuild } from './web-build';

type Handler = (payload: unknown) => void;

/**
 * Realtime events for features. Two sources:
 * - the player's private channel (App.User.{id}), heard on the logged-in socket of socket.ts, which
 *   forwards every event here (`emitPrivateEvent`);
 * - public channels (game-history, house-bets, duels, crash, ...) that guests hear too, on one shared
 *   socket without a token, opened while anything listens (and the tab is not idle) and closed when
 *   nothing does.
 */
const privateHandlers = new Map<string, Set<Handler>>();

/** Listens to an event of the signed-in player's own channel (PrivateBetResult, ...). */
export function onPrivateEvent(event: string, handler: Handler): () => void {
  let set = privateHandlers.get(event);
  if (!set) {
    set = new Set();
    privateHandlers.set(event, set);
  }
  set.add(handler);
  return () => set.delete(handler);
}

export function emitPrivateEvent(event: string, payload: unknown): void {
  for (const handler of privateHandlers.get(event) ?? []) handler(payload);
}

let publicSocket: Socket | null = null;
/** Listeners per channel: the channel is joined while it has any. */
const channelListeners = new Map<string, Set<{ event: string; handler: Handler; onJoined?: () => void }>>();

/**
 * Joins a channel; once the server says it is in the room, listeners that load a list learn it, since
 * an event sent between their load and the join was heard by nobody.
 */
function join(socket: Socket, channel: string): void {
  socket.emit('subscribe', channel, () => {
    for (const listener of channelListeners.get(channel) ?? []) listener.onJoined?.();
  });
}

let opening = false;

/**
 * Opens the shared socket once something listens; socket.io itself loads then, not with the first page.
 * Channels joined before it connects are joined on connect.
 */
function openPublicSocket(): void {
  if (publicSocket || opening || useIdle.getState().idle) return;
  opening = true;
  void import('socket.io-client').then(({ io }) => {
    opening = false;
    if (publicSocket || channelListeners.size === 0 || useIdle.getState().idle) return;
    const created = openRealtimeSocket(io);
    reconnectOnServerShutdown(created);
    created.on(WEB_BUILD_EVENT, heardWebBuild);
    // Rooms do not survive a reconnect: join every channel again on each connect.
    created.on('connect', () => {
      for (const channel of channelListeners.keys()) join(created, channel);
    });
    created.onAny((event: string, payload: unknown) => {
      for (const listeners of channelListeners.values())
        for (const l of listeners) if (l.event === event) l.handler(payload);
    });
    publicSocket = created;
  });
}

/**
 * Joins a public channel and listens to `event` on the shared socket. Socket.IO does not say which room
 * an event came through, so a handler hears `event` from every joined channel that sends it (game-history
 * and house-bets both send BetResultsBulk): handlers must tell rows apart by their content.
 */
export function subscribeChannel(
  channel: string,
  event: string,
  handler: Handler,
  /** Called each time the channel is joined (first join, reconnects): reload what events would have changed. */
  onJoined?: () => void,
): () => void {
  let listeners = channelListeners.get(channel);
  const entry = { event, handler, onJoined };
  if (!listeners) {
    listeners = new Set();
    channelListeners.set(channel, listeners);
    if (publicSocket?.connected) join(publicSocket, channel);
  }
  listeners.add(entry);
  openPublicSocket();
  return () => {
    listeners.delete(entry);
    if (listeners.size > 0) return;
    channelListeners.delete(channel);
    publicSocket?.emit('unsubscribe', channel);
    if (channelListeners.size === 0) closePublicSocket();
  };
}

function closePublicSocket(): void {
  publicSocket?.close();
  publicSocket = null;
}

// An idle tab (spec §4) leaves every channel; at the next input it joins them again, and each listener's
// `onJoined` reloads what the events missed meanwhile would have changed.
useIdle.subscribe(({ idle }) => {
  if (idle) closePublicSocket();
  else if (channelListeners.size > 0) openPublicSocket();
});
