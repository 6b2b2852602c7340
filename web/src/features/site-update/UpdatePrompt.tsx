import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { isOutdated, tabBuild, useServedBuild } from '../../api/web-build';
import { Button } from '../../ui/Button';

/** Spec §4's texts for a tab built from an older version than the one the server now serves. */
export const UPDATE_TEXTS = {
  title: 'Website update',
  message: 'A new version of the website is available. Refresh to get the latest.',
  refresh: 'Refresh',
  later: 'Later',
} as const;

/** Read once: the build this tab loaded never changes while it is open. */
const TAB_BUILD = tabBuild();

/**
 * Spec §4 "website update prompts refresh": a card that does not block the page (a play or a form in
 * progress carries on); Refresh reloads the tab onto the served build. Dismissed, it stays away until a
 * build other than the dismissed one is served.
 */
export function UpdatePrompt({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const served = useServedBuild((s) => s.build);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!isOutdated(TAB_BUILD, served) || dismissed === served) return null;
  return (
    <section
      role="status"
      aria-label={UPDATE_TEXTS.title}
      data-testid="website-update"
      className="fixed right-3 bottom-20 left-3 z-[55] flex items-start gap-3 rounded-xl border border-line bg-surface-1 p-4 shadow-2xl md:right-6 md:bottom-6 md:left-auto md:w-96"
    >
      <div className="grid size-10 shrink-0 place-items-center rounded-full bg-accent/15">
        <RefreshCw className="text-accent" size={20} aria-hidden="true" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h2 className="font-semibold">{UPDATE_TEXTS.title}</h2>
          <p className="text-sm text-text-muted">{UPDATE_TEXTS.message}</p>
        </div>
        <div className="flex gap-2">
          <Button onClick={reload}>{UPDATE_TEXTS.refresh}</Button>
          <Button variant="ghost" onClick={() => setDismissed(served)}>
            {UPDATE_TEXTS.later}
          </Button>
        </div>
      </div>
    </section>
  );
}
