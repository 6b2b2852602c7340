import {
  type Balance,
  FORCE_LOGOUT_EVENT,
  type ForceLogout,
  forceLogoutSchema,
  WEB_BUILD_EVENT,
} from '@casino/contract';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { emitPrivateEvent } from './channels';
import { setSocketId } from './client';
import { useIdle } from './idle';
import { applyBalance } from './queries';
import { openRealtimeSocket } from './realtime-socket';
import { reconnectOnServerShutdown } from './server-shutdown';
import { useSession } from './session';
import { heardWebBuild } from './web-build';

/**
 * One socket while logged in and not idle (a websocket, or long-polling where a proxy blocks websockets):
 * private balance updates, forced logouts (ban or kick), the served web build, and the player's own
 * events. An idle tab closes it; the next input opens it again.
 */
export function useRealtime(onForcedLogout: (reason: ForceLogout['reason']) => void): void {
  const token = useSession((s) => s.token);
  const idle = useIdle((s) => s.idle);
  useEffect(() => {
    if (!token || idle) return;
    let socket: Socket | undefined;
    let closed = false;
    // socket.io loads on sign-in, not with the first page: a guest's landing never needs it.
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const opened = openRealtimeSocket(io, { auth: { token } });
      opened.on('connect', () => setSocketId(opened.id));
      opened.on('disconnect', () => setSocketId(undefined));
      opened.on('balance', (balance: Balance) => applyBalance(balance));
      opened.on(FORCE_LOGOUT_EVENT, (payload: unknown) => {
        const parsed = forceLogoutSchema.safeParse(payload);
        onForcedLogout(parsed.success ? parsed.data.reason : 'banned');
      });
      opened.on(WEB_BUILD_EVENT, heardWebBuild);
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
  }, [token, idle, onForcedLogout]);
}
