import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryClient } from '../../api/queries';

function secondsUntil(target: number): number {
  return Math.max(0, Math.ceil((target - Date.now()) / 1000));
}

/** Seconds left until `at`, ticking each second (spec §9: countdowns tick each second); 0 once passed. */
export function useCountdown(at: string | null | undefined): number {
  const target = at ? Date.parse(at) : 0;
  const [seconds, setSeconds] = useState(() => secondsUntil(target));
  useEffect(() => {
    setSeconds(secondsUntil(target));
    if (!target) return;
    const timer = setInterval(() => {
      const next = secondsUntil(target);
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target]);
  return seconds;
}

/** 3725 → "01:02:05". */
export function clockText(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/**
 * Seconds until a bonus can be claimed again. When the countdown ends the bonus's status is read again,
 * so Claim shows what the server now allows rather than what the clock guessed.
 */
export function useClaimCountdown(at: string | null | undefined, statusKey: QueryKey): number {
  const seconds = useCountdown(at);
  const counting = seconds > 0;
  useEffect(() => {
    if (!counting && at) void queryClient.invalidateQueries({ queryKey: statusKey });
  }, [counting, at, statusKey]);
  return seconds;
}
