import type { Balance } from '@casino/contract';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { emitPrivateEvent } from './channels';
import { setSocketId } from './client';
import { applyBalance } from './queries';
import { reconnectOnServerShutdown } from './server-shutdown';
import { useSession } from './session';

/** One websocket while logged in: private balance updates, forced logouts (bans), and the player's own events. */
export function useRealtime(onForcedLogout: () => void): void {
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token) return;
    let socket: Socket | undefined;
    let closed = false;
    // socket.io loads on sign-in, not with the first page: a guest's landing never needs it.
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const opened = io({ transports: ['websocket'], auth: { token } });
      opened.on('connect', () => setSocketId(opened.id));
      opened.on('disconnect', () => setSocketId(undefined));
      opened.on('balance', (balance: Balance) => applyBalance(balance));
      opened.on('force-logout', onForcedLogout);
      reconnectOnServerShutdown(opened);
      // Features hear the player's own events (PrivateBetResult, ...) through channels.ts.
      opened.onAny((event: string, payload: unknown) => emitPrivateEvent(event, payload));
      socket = opened;
    });
    return () => {
      closed = true;
      socket?.close();
      setSocketId(undefined);
    };
  }, [token, onForcedLogout]);
}
