import { CloudOff } from 'lucide-react';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { SCREEN_LOAD_TEXTS, SCREEN_LOADING, ScreenLoadError } from './screen-loading';

/** Spec §4/§8's error screen: Try Again says 'Retrying...' and reloads the page after 1 s. */
export function ScreenLoadFailed({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    if (!retrying) return;
    const timer = setTimeout(reload, SCREEN_LOADING.reloadDelayMs);
    return () => clearTimeout(timer);
  }, [retrying, reload]);
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-20 text-center"
      data-testid="screen-load-failed"
    >
      <div className="grid size-14 place-items-center rounded-full bg-loss/15">
        <CloudOff className="text-loss" size={28} aria-hidden="true" />
      </div>
      <h1 className="text-xl font-bold">{SCREEN_LOAD_TEXTS.title}</h1>
      <p className="text-text-muted">{SCREEN_LOAD_TEXTS.message}</p>
      <Button size="lg" className="mt-2 min-w-40" pending={retrying} onClick={() => setRetrying(true)}>
        {retrying ? SCREEN_LOAD_TEXTS.retrying : SCREEN_LOAD_TEXTS.tryAgain}
      </Button>
    </div>
  );
}

/**
 * Catches a screen whose code could not be loaded and shows the error screen; any other error goes on
 * to the boundary above (a bug in a screen is not a network failure).
 */
export class ScreenLoadBoundary extends Component<{ children: ReactNode }, { failed: unknown }> {
  override state = { failed: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error };
  }

  override render() {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    if (!(failed instanceof ScreenLoadError)) throw failed;
    return <ScreenLoadFailed />;
  }
}
