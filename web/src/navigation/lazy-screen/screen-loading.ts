/**
 * Spec §4 "Lazy screen load" and §9: the loader shows only once a screen has taken 300 ms (a quick load
 * never flashes it), its progress is simulated up to 90 percent, each try has 10 s, a failed try is retried
 * up to 3 times after 1 s, 2 s and 4 s, then the error screen's Try Again shows 'Retrying...' and reloads
 * the page after 1 s (a new deploy's chunks are then found under their new names).
 */
export const SCREEN_LOADING = {
  loaderDelayMs: 300,
  timeoutMs: 10_000,
  retryDelaysMs: [1_000, 2_000, 4_000],
  reloadDelayMs: 1_000,
  /** The simulated progress never claims more than this before the screen is there. */
  progressCapPercent: 90,
} as const;

export type ScreenLoadingTiming = Pick<typeof SCREEN_LOADING, 'timeoutMs'> & {
  retryDelaysMs: readonly number[];
};

/** Spec §8's texts for a screen that could not be loaded. */
export const SCREEN_LOAD_TEXTS = {
  title: 'Failed to load',
  message: 'Something went wrong. Please retry.',
  tryAgain: 'Try Again',
  retrying: 'Retrying...',
  loading: 'Loading...',
} as const;

/** A screen's code could not be loaded in any of its tries: the error screen, not a crash. */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super(SCREEN_LOAD_TEXTS.title, { cause });
    this.name = 'ScreenLoadError';
  }
}

/** One try: the load, or a refusal once `timeoutMs` has passed without it. */
async function oneTry<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([load(), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads a screen's code with spec §4's time-out and retries; `onRetry(n)` is told before the n-th retry
 * (the loader says 'Retrying...'). Refuses with a `ScreenLoadError` once the last retry has failed.
 */
export async function loadScreen<T>(
  load: () => Promise<T>,
  onRetry: (retry: number) => void,
  timing: ScreenLoadingTiming = SCREEN_LOADING,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await oneTry(load, timing.timeoutMs);
    } catch (error) {
      const delay = timing.retryDelaysMs[retry];
      if (delay === undefined) throw new ScreenLoadError(error);
      onRetry(retry + 1);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** What the loader shows `elapsedMs` after a screen started loading. */
export function loaderView(
  elapsedMs: number,
  retry: number,
): { visible: boolean; percent: number; label: string } {
  const shownFor = Math.max(0, elapsedMs - SCREEN_LOADING.loaderDelayMs);
  return {
    visible: elapsedMs >= SCREEN_LOADING.loaderDelayMs,
    // Fast at first, then ever slower toward the cap: it looks alive without promising the end.
    percent: Math.floor(SCREEN_LOADING.progressCapPercent * (1 - Math.exp(-shownFor / 2_000))),
    label: retry > 0 ? SCREEN_LOAD_TEXTS.retrying : SCREEN_LOAD_TEXTS.loading,
  };
}
