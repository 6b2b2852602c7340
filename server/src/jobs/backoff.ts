/** How long a failed job waits before its next attempt: doubling from `baseMs`, at most `maxMs`, ±20 % jitter. */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const doubled = baseMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(maxMs, doubled);
  // Jitter spreads the retries of many jobs that failed together (a vendor outage) over time.
  return Math.round(capped * (0.8 + 0.4 * random()));
}
