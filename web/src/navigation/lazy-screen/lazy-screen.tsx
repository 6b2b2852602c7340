import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createRetryStatus } from './retry-status';
import { ScreenLoader } from './ScreenLoader';
import { ScreenLoadBoundary } from './ScreenLoadFailed';
import { loadScreen } from './screen-loading';

/**
 * A route's screen in its own chunk, loaded the spec §4 way: the delayed loader, the 10 s time-out, three
 * retries, then the error screen. Every lazy route of router.tsx is one of these.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const status = createRetryStatus();
  const Screen = lazy(() => loadScreen(load, status.set));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, as React's lazy() is; never during a render
  function LazyScreen(props: P) {
    return (
      <ScreenLoadBoundary>
        <Suspense fallback={<ScreenLoader status={status} />}>
          <Screen {...props} />
        </Suspense>
      </ScreenLoadBoundary>
    );
  }
  return LazyScreen;
}

const FIRST_TRY = createRetryStatus();

/**
 * Waits, with the same delayed loader, for whatever else inside a route suspends (a screen's own lazy
 * parts without a boundary of their own).
 */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ScreenLoader status={FIRST_TRY} />}>{children}</Suspense>;
}
