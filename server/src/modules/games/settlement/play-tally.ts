/**
 * Counts of settled plays kept in memory between flushes, for a play-settled listener that counts (measured
 * RTP, player statistics): its whole work per play is one map lookup and a few additions, with no I/O.
 * `P` is what a play tells it, `T` what one play adds under its key (a game's minute, a player's minute).
 */
export abstract class PlayTally<P, T> {
  private counts = new Map<string, T>();

  /** What one play adds. */
  protected abstract countOf(play: P): T;
  /** The bucket a count goes to: counts with the same key are added together. */
  protected abstract keyOf(count: T): string;
  /** Adds `count` to `into`, in place. */
  protected abstract addTo(into: T, count: T): void;

  /** Counts a settled play (what the listener does). */
  add(play: P): void {
    this.merge(this.countOf(play));
  }

  /** Hands over everything counted so far and starts afresh (a flush). */
  take(): T[] {
    const taken = [...this.counts.values()];
    this.counts = new Map();
    return taken;
  }

  /** Counts again what a failed flush could not write, so the next flush carries it. */
  putBack(counts: readonly T[]): void {
    for (const count of counts) this.merge(count);
  }

  private merge(count: T): void {
    const key = this.keyOf(count);
    const current = this.counts.get(key);
    if (current) this.addTo(current, count);
    else this.counts.set(key, { ...count });
  }
}

const MINUTE_MS = 60_000;

/**
 * The start of the minute a play settled in (its `bets.settled_at`, truncated): the bucket a reconcile
 * recounting that minute from `bets` replaces exactly.
 */
export const minuteOf = (settledAt: Date) =>
  new Date(Math.floor(settledAt.getTime() / MINUTE_MS) * MINUTE_MS);
