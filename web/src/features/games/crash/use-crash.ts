import type { Coin, CrashBetView, CrashRoundView } from '@casino/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import { api } from '../../../api/client';
import { keys, queryClient } from '../../../api/queries';
import { useSession } from '../../../api/session';
import { applyPlayBalance } from '../balance';
import { showPlayError } from '../play-error';
import { type CrashSnapshot, crashReducer, EMPTY_CRASH } from './crash-state';
import { ServerClock } from './server-clock';

interface CrashTick {
  round_id: string;
  multiplier: number;
  elapsed_ms: number;
}

/** What POST /api/crash answers for a play or a cash-out. */
interface CrashPlayAnswer {
  bet: CrashBetView;
  balance: string;
  game_mode: Coin;
}

/** Ticks come every 100 ms; this long without one while a round runs means the feed is lost. */
const SILENCE_MS = 3_000;

/**
 * Crash as the screen plays it: the snapshot from GET /api/crash, kept live by the `crash` channel on
 * a socket of its own (the app's socket is for private events), the server clock the curve is drawn
 * by, and the player's play and cash-out. A lost feed (no tick for 3 s, a betting window long over)
 * reloads the snapshot; a reconnect does too.
 */
export function useCrash() {
  const token = useSession((s) => s.token);
  const [live, dispatch] = useReducer(crashReducer, EMPTY_CRASH);
  const [loaded, setLoaded] = useState(false);
  const [pending, setPending] = useState<'bet' | 'cashout' | null>(null);
  const clock = useRef(new ServerClock()).current;
  const round = useRef<CrashRoundView | null>(null);
  const lastHeard = useRef(Date.now());
  round.current = live.round;

  const refresh = useCallback(async () => {
    try {
      const snapshot = await api<CrashSnapshot>('/crash');
      dispatch({ type: 'snapshot', snapshot });
    } catch {
      // The next event or the watchdog tries again; the screen keeps what it has.
    } finally {
      lastHeard.current = Date.now();
      setLoaded(true);
    }
  }, []);

  useEffect(() => {
    const socket = io({ transports: ['websocket'], auth: token ? { token } : {} });
    const heard = () => {
      lastHeard.current = Date.now();
    };
    socket.on('connect', () => {
      socket.emit('subscribe', 'crash');
      refresh();
    });
    socket.on('CrashBetting', (e: { round: CrashRoundView }) => {
      heard();
      dispatch({ type: 'betting', round: e.round });
    });
    socket.on('CrashRunning', (e: { round: CrashRoundView }) => {
      heard();
      if (e.round.started_at) clock.sample(Date.parse(e.round.started_at));
      dispatch({ type: 'running', round: e.round });
    });
    socket.on('CrashTick', (tick: CrashTick) => {
      heard();
      const current = round.current;
      if (current?.id === tick.round_id && current.started_at)
        clock.sample(Date.parse(current.started_at) + tick.elapsed_ms);
    });
    socket.on('CrashBet', (e: { bet: CrashBetView }) => dispatch({ type: 'bet', bet: e.bet }));
    socket.on('CrashCashout', (e: { bet: CrashBetView }) => dispatch({ type: 'bet', bet: e.bet }));
    socket.on('CrashEnded', (e: { round: CrashRoundView }) => {
      heard();
      dispatch({ type: 'ended', round: e.round });
    });
    return () => {
      socket.close();
    };
  }, [token, refresh, clock]);

  // The watchdog: a silent feed while something should be happening reloads the snapshot.
  useEffect(() => {
    const timer = setInterval(() => {
      const current = round.current;
      if (!current || Date.now() - lastHeard.current < SILENCE_MS) return;
      const overdue =
        current.status === 'running' ||
        (current.status === 'betting' && clock.now() > Date.parse(current.betting_ends_at) + SILENCE_MS);
      if (overdue) refresh();
    }, 1_000);
    return () => clearInterval(timer);
  }, [refresh, clock]);

  // My play settled by the server (an automatic cash-out or the crash): the balance and my history move.
  const myBet = live.myBet;
  const settledKey = myBet?.status === 'settled' ? myBet.id : null;
  useEffect(() => {
    if (!settledKey) return;
    queryClient.invalidateQueries({ queryKey: keys.me });
    queryClient.invalidateQueries({ queryKey: ['history', 'mine'] });
  }, [settledKey]);

  const send = useCallback(async (body: Record<string, unknown>, kind: 'bet' | 'cashout') => {
    setPending(kind);
    try {
      const answer = await api<CrashPlayAnswer>('/crash', { method: 'POST', body, movesCoins: true });
      applyPlayBalance(answer.balance, answer.game_mode);
      dispatch({ type: 'bet', bet: answer.bet, mine: true });
      return answer.bet;
    } catch (error) {
      showPlayError('crash', error);
      return null;
    } finally {
      setPending(null);
    }
  }, []);

  const bet = useCallback(
    (wager: string, autoCashout: number | undefined) =>
      send(
        { action: 'bet', wager, ...(autoCashout === undefined ? {} : { auto_cashout: autoCashout }) },
        'bet',
      ),
    [send],
  );
  const cashout = useCallback(() => send({ action: 'cashout' }, 'cashout'), [send]);

  return { live, loaded, clock, pending, bet, cashout };
}
