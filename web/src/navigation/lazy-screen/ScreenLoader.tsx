import { useEffect, useState, useSyncExternalStore } from 'react';
import { ProgressBar } from '../../ui/ProgressBar';
import { Skeleton } from '../../ui/Skeleton';
import type { RetryStatus } from './retry-status';
import { loaderView } from './screen-loading';

/** How often the simulated progress moves. */
const TICK_MS = 100;

/**
 * What a lazy screen shows while its code loads: nothing for the first 300 ms, then a progress bar
 * (simulated up to 90 percent) over the page's skeleton, saying 'Retrying...' once a try has failed.
 */
export function ScreenLoader({ status }: { status: RetryStatus }) {
  const retry = useSyncExternalStore(status.subscribe, status.get);
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const view = loaderView(now - startedAt, retry);
  if (!view.visible) return null;
  return (
    <div className="flex flex-col gap-4" aria-busy="true" data-testid="screen-loader">
      <div className="flex items-center gap-3">
        <ProgressBar
          label={view.label}
          percent={view.percent}
          className="flex-1 bg-surface-2"
          fill="bg-accent transition-[width] duration-100"
        />
        <span className="text-xs text-text-muted" aria-live="polite">
          {view.label}
        </span>
      </div>
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}
