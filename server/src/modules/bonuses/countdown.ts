import type { Difference } from '@casino/contract';

/** Spec §3's `difference`: the time from `now` until `at`, in whole hours, minutes and seconds (zeros once passed). */
export function differenceUntil(at: Date | null, now: Date): Difference {
  const total = at ? Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000)) : 0;
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** `at`, or null once it has passed: when a countdown ends, if it has not. */
export function stillAhead(at: Date | null, now: Date): Date | null {
  return at && at > now ? at : null;
}
