import { useEffect } from 'react';
import { create } from 'zustand';
import { queryClient } from './queries';

/** Spec §4 and §9: a tab is idle after 300000 ms without input. */
export const IDLE_AFTER_MS = 300_000;

/**
 * What counts as input: the player touching, typing, scrolling or moving the pointer in this tab. Not
 * `scroll` itself: the page scrolls on its own too (the lobby's banner row slides every 3 s), and a
 * player's scrolling always starts with a wheel, a touch or a key.
 */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** Whether this tab is idle: its realtime sockets stay closed until the next input. */
export const useIdle = create<{ idle: boolean }>(() => ({ idle: false }));

export interface IdleWatch {
  /** The player did something: the countdown starts again, and an idle tab resumes. */
  input(): void;
  stop(): void;
}

/**
 * Tells `onIdle` once `idleAfterMs` pass without input and `onResume` at the first input after. An input
 * only notes its time (pointer moves come by the hundred): the one timer checks when it fires whether
 * the quiet time has really passed.
 */
export function createIdleWatch({
  idleAfterMs = IDLE_AFTER_MS,
  onIdle,
  onResume,
  now = Date.now,
}: {
  idleAfterMs?: number;
  onIdle(): void;
  onResume(): void;
  now?: () => number;
}): IdleWatch {
  let lastInputAt = now();
  let idle = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const quietFor = now() - lastInputAt;
    if (quietFor < idleAfterMs) {
      timer = setTimeout(check, idleAfterMs - quietFor);
      return;
    }
    timer = undefined;
    idle = true;
    onIdle();
  };
  timer = setTimeout(check, idleAfterMs);
  return {
    input: () => {
      lastInputAt = now();
      if (!idle) return;
      idle = false;
      timer = setTimeout(check, idleAfterMs);
      onResume();
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * Watches this tab's input (the shell calls it once): idle, the sockets close (socket.ts, channels.ts);
 * at the next input they open again and every query shown is read again, as the events missed meanwhile
 * would have changed it.
 */
export function useIdleWatch(idleAfterMs = IDLE_AFTER_MS): void {
  useEffect(() => {
    const watch = createIdleWatch({
      idleAfterMs,
      onIdle: () => useIdle.setState({ idle: true }),
      onResume: () => {
        useIdle.setState({ idle: false });
        void queryClient.invalidateQueries();
      },
    });
    const options = { capture: true, passive: true };
    for (const event of INPUT_EVENTS) window.addEventListener(event, watch.input, options);
    return () => {
      watch.stop();
      for (const event of INPUT_EVENTS) window.removeEventListener(event, watch.input, options);
      useIdle.setState({ idle: false });
    };
  }, [idleAfterMs]);
}
