import { type RefObject, useEffect, useRef } from 'react';
import type { ServerClock } from './server-clock';
import { writeText } from './use-frame';

/** How often the countdown's seconds are written: they show tenths. */
const TICK_MS = 100;

/**
 * The betting window's countdown: the seconds left in `seconds` (tenths, written 10 times a second) and
 * the bar in `bar` shrinking to nothing by a CSS transition set once per window, which the compositor
 * runs without a frame loop. (A loop writing the bar's transform on every frame cost a phone's main
 * thread 60 writes a second for the whole window, about 12–15% of a core in headless Chromium.)
 * `endsAt` is null outside a betting window. The window's length is not sent: the first moment this
 * screen sees of a window stands for its start, so a bar joined late starts part-way down.
 */
export function useBettingCountdown(
  windowId: string | null,
  endsAt: string | null,
  clock: ServerClock,
  seconds: RefObject<HTMLElement | null>,
  bar: RefObject<HTMLElement | null>,
): void {
  const seen = useRef<{ id: string; total: number } | null>(null);
  useEffect(() => {
    if (!windowId || !endsAt) return;
    const ends = Date.parse(endsAt);
    const left = () => Math.max(0, ends - clock.now());
    const write = () => {
      if (seconds.current) writeText(seconds.current, `${(left() / 1000).toFixed(1)}s`);
    };
    write();
    const remaining = left();
    if (seen.current?.id !== windowId) seen.current = { id: windowId, total: Math.max(remaining, 1) };
    const element = bar.current;
    if (element) {
      element.style.transition = 'none';
      element.style.transform = `scaleX(${Math.min(1, remaining / seen.current.total)})`;
      // The start is laid out before the transition is set, or the bar would jump to its end.
      element.getBoundingClientRect();
      element.style.transition = `transform ${remaining}ms linear`;
      element.style.transform = 'scaleX(0)';
    }
    const timer = setInterval(write, TICK_MS);
    return () => clearInterval(timer);
  }, [windowId, endsAt, clock, seconds, bar]);
}
