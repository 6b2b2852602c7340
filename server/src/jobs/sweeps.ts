import type { FastifyBaseLogger } from 'fastify';

/**
 * A periodic look for work the queue should have and may not (a purchase the vendor completed that we
 * never heard about, a payout left approved). A sweep only enqueues keyed jobs, so every instance may run
 * it: the key makes the work one job however many instances find it.
 */
export interface Sweep {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

/** Runs each sweep every `everyMs` (never two runs of one sweep at once here); answers a stop. */
export function startSweeps(
  sweeps: readonly Sweep[],
  log: Pick<FastifyBaseLogger, 'warn'>,
): () => Promise<void> {
  const inFlight = new Set<Promise<void>>();
  const timers = sweeps
    .filter((sweep) => sweep.everyMs > 0)
    .map((sweep) => {
      let busy = false;
      const timer = setInterval(() => {
        if (busy) return;
        busy = true;
        const run = sweep
          .run()
          .catch((error) => log.warn({ err: error, sweep: sweep.name }, 'sweep failed, will run again'))
          .finally(() => {
            busy = false;
            inFlight.delete(run);
          });
        inFlight.add(run);
      }, sweep.everyMs);
      timer.unref();
      return timer;
    });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(inFlight);
  };
}
