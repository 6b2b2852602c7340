import { useEffect, useState } from 'react';

/** Whole seconds from now until `at` (ISO), never below zero. */
const secondsUntil = (at: string) => Math.max(0, Math.ceil((Date.parse(at) - Date.now()) / 1000));

/** Whole seconds left until `at`, ticking each second. */
export function useCountdown(at: string): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(at));
  useEffect(() => {
    setSeconds(secondsUntil(at));
    const timer = setInterval(() => setSeconds(secondsUntil(at)), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}
