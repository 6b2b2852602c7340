/** A measurement: calls answered a second over its span, their p50 and p99 latencies (ms), and failures. */
export interface Measured {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** What a measurement saw: each answered call's latency, and the failures, the first of them shown. */
class Outcomes {
  readonly latencies: number[] = [];
  errors = 0;

  failed(error: unknown): void {
    // Shown once: a bare count hid that plays failed for want of a database connection.
    if (this.errors === 0) console.error(`first error: ${String(error).slice(0, 300)}`);
    this.errors += 1;
  }

  /** The latencies answered over `seconds`, summed up. */
  over(seconds: number): Measured {
    const sorted = this.latencies.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return { perSecond: sorted.length / seconds, p50: at(0.5), p99: at(0.99), errors: this.errors };
  }
}

/** Runs `op` in `workers` parallel loops for `seconds` (after a warm-up) and reports rate and latency. */
export async function measure(
  workers: number,
  seconds: number,
  op: (worker: number, i: number) => Promise<unknown>,
  warmupSeconds = 1,
): Promise<Measured> {
  const outcomes = new Outcomes();
  let measuring = false;
  const start = performance.now();
  const warmEnd = start + warmupSeconds * 1000;
  const end = warmEnd + seconds * 1000;
  let measuredFrom = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; ; i++) {
        const t0 = performance.now();
        if (t0 >= end) return;
        if (!measuring && t0 >= warmEnd) {
          measuring = true;
          measuredFrom = t0;
        }
        try {
          await op(worker, i);
        } catch (error) {
          outcomes.failed(error);
        }
        const t1 = performance.now();
        if (t0 >= warmEnd && t1 <= end) outcomes.latencies.push(t1 - t0);
      }
    }),
  );
  return outcomes.over((end - (measuredFrom || warmEnd)) / 1000);
}

/**
 * Offers `op` at `rate` a second for `seconds` (after a warm-up at the same rate), each start at its
 * scheduled time whether or not the ones before it have answered: the load of many players, none of
 * whom waits for another. A closed loop of N workers (measure) reports at saturation, where latency is
 * the queue (N / rate); this reports what a call meets at a given load. Latency runs from the scheduled
 * start, so a server that stalls is charged for every call it delayed, not only the one it held.
 */
export async function measureOffered(
  rate: number,
  seconds: number,
  op: (i: number) => Promise<unknown>,
  warmupSeconds = 1,
): Promise<Measured> {
  const outcomes = new Outcomes();
  const interval = 1000 / rate;
  const start = performance.now();
  const warmEnd = start + warmupSeconds * 1000;
  const end = warmEnd + seconds * 1000;
  const pending: Promise<void>[] = [];
  for (let i = 0; ; i++) {
    const scheduled = start + i * interval;
    if (scheduled >= end) break;
    const wait = scheduled - performance.now();
    // Timers are coarse (~1 ms): the calls due in the same millisecond start together.
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      op(i).then(
        () => {
          if (scheduled >= warmEnd) outcomes.latencies.push(performance.now() - scheduled);
        },
        (error) => outcomes.failed(error),
      ),
    );
  }
  await Promise.all(pending);
  // Answered over the span they were offered in (the stragglers after it count, as they were offered).
  return outcomes.over(seconds);
}

/** One line of a report table: what was measured, its rate and latencies. */
export function resultRow(path: string, r: Measured) {
  return {
    path,
    'per second': Math.round(r.perSecond),
    'p50 ms': r.p50.toFixed(2),
    'p99 ms': r.p99.toFixed(2),
    errors: r.errors,
  };
}

export function table(rows: Record<string, string | number>[]): void {
  const columns = Object.keys(rows[0] ?? {});
  const width = (c: string) => Math.max(c.length, ...rows.map((r) => String(r[c]).length));
  const line = (cells: string[]) =>
    cells.map((cell, i) => cell.padEnd(width(columns[i] as string))).join('  ');
  console.log(line(columns));
  console.log(line(columns.map((c) => '-'.repeat(width(c)))));
  for (const row of rows) console.log(line(columns.map((c) => String(row[c]))));
}
