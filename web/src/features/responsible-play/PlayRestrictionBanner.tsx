import { PauseCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useMe } from '../../api/queries';
import { playRestriction, restrictionNotice } from './restriction';

/**
 * Above every page while a break or self-exclusion is in force: the player reads why nothing can be
 * played or bought before pressing anything, and where their choice lives.
 */
export function PlayRestrictionBanner() {
  const { data: me } = useMe();
  const restriction = playRestriction(me);
  if (!restriction) return null;
  const { title, text } = restrictionNotice(restriction);
  return (
    <aside
      aria-label={title}
      data-testid="play-restriction"
      className="mb-4 flex items-start gap-3 rounded-xl border border-line bg-surface-2 p-4"
    >
      <PauseCircle className="mt-0.5 shrink-0 text-text-muted" size={20} aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-text-muted">
          {text}{' '}
          <Link to="/settings/responsible-play" className="font-semibold text-accent hover:underline">
            Responsible play settings
          </Link>
        </p>
      </div>
    </aside>
  );
}
