import type { Balance } from '@casino/contract';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { emitPrivateEvent } from './channels';
import { setSocketId } from './client';
import { applyBalance } from './queries';
import { useSession } from './session';

/** One websocket while logged in: private balance updates, forced logouts (bans), and the player's own events. */
export function useRealtime(onForcedLogout: () => void): void {
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token) return;
    const socket = io({ transports: ['websocket'], auth: { token } });
    socket.on('connect', () => setSocketId(socket.id));
    socket.on('disconnect', () => setSocketId(undefined));
    socket.on('balance', (balance: Balance) => applyBalance(balance));
    socket.on('force-logout', onForcedLogout);
    // Features hear the player's own events (PrivateBetResult, ...) through channels.ts.
    socket.onAny((event: string, payload: unknown) => emitPrivateEvent(event, payload));
    return () => {
      socket.close();
      setSocketId(undefined);
    };
  }, [token, onForcedLogout]);
}
