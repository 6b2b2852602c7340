/** Work that runs in rounds (claim due jobs, publish committed events), one round at a time in this process. */
export interface Rounds {
  /** Starts a round, or, during one, asks for another after it, for what came meanwhile. */
  wake(): void;
  /** The round under way, or null. */
  current(): Promise<void> | null;
}

/**
 * Runs `round` on each wake-up, never two at once: a wake-up during a round runs one more after it,
 * however many came, until `stopped()`. `round` handles its own failures (a timer wakes it again).
 */
export function oneRoundAtATime(round: () => Promise<void>, stopped: () => boolean): Rounds {
  let running: Promise<void> | null = null;
  let again = false;
  const wake = () => {
    if (stopped()) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await round();
      } while (again && !stopped());
      running = null;
    })();
  };
  return { wake, current: () => running };
}
