import { useEffect, useState } from 'react';
import { prefersReducedMotion } from './PlayingCard';

/**
 * How many steps of a result's animation are on screen: step i shows `times[i]` ms after `key`
 * changes (a new result), so totals, banners and sounds follow the cards as they land instead of
 * giving the result away before it is dealt. A null key (nothing played yet) shows everything;
 * reduced motion shows everything at once.
 */
export function useReveal(key: unknown, times: readonly number[]): number {
  const [shown, setShown] = useState<{ key: unknown; count: number }>({ key, count: times.length });
  const timesKey = times.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: timesKey stands for times
  useEffect(() => {
    if (key === null || key === undefined || prefersReducedMotion()) {
      setShown({ key, count: times.length });
      return;
    }
    setShown({ key, count: times.filter((t) => t <= 0).length });
    const timers = times.map((t, i) =>
      setTimeout(() => setShown((s) => (s.key === key ? { key, count: Math.max(s.count, i + 1) } : s)), t),
    );
    return () => timers.forEach(clearTimeout);
  }, [key, timesKey]);

  // Until the effect has run for a new key, nothing of the new result is shown.
  if (shown.key !== key) return key === null || key === undefined ? times.length : 0;
  return shown.count;
}
