import type { StaffQueues } from '@casino/contract';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { adminKeys, useAdminQuery } from './api';
import type { Section } from './sections';

/** How often the queue counts are read again while the back office is open. */
const QUEUE_REFRESH_MS = 30_000;

/**
 * The sections with what waits in each: a column beside the page on a desktop; on a phone a bar of
 * tabs under the header that scrolls sideways (its faded edge says there is more), so the page itself
 * never does.
 */
export function SectionNav({ sections }: { sections: Section[] }) {
  const { data: queues } = useAdminQuery<StaffQueues>(
    adminKeys.counts,
    '/admin/queues',
    true,
    QUEUE_REFRESH_MS,
  );
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the open section's tab is brought into the bar's view (a desktop's column never scrolls).
  useEffect(() => {
    const bar = nav.current;
    const open = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (bar && open && pathname) bar.scrollLeft = open.offsetLeft - (bar.clientWidth - open.offsetWidth) / 2;
  }, [pathname]);
  return (
    <div className="relative shrink-0 border-b border-line bg-surface-1 md:w-60 md:border-r md:border-b-0">
      <nav
        ref={nav}
        aria-label="Back office"
        className="flex gap-1 overflow-x-auto px-3 py-2 pr-10 [scrollbar-width:none] md:sticky md:top-16 md:flex-col md:overflow-visible md:px-3 md:py-6"
      >
        {sections.map(({ path, label, Icon, count, late }) => {
          const waiting = queues && count ? queues[count] : null;
          const overdue = queues && late ? queues[late] : null;
          return (
            <NavLink
              key={path}
              to={`/admin/${path}`}
              className={({ isActive }) =>
                clsx(
                  'flex h-10 shrink-0 items-center gap-2 rounded-lg px-3 text-sm whitespace-nowrap',
                  isActive
                    ? 'bg-surface-2 font-semibold text-text'
                    : 'text-text-muted hover:bg-surface-2 hover:text-text',
                )
              }
            >
              <Icon size={16} />
              <span className="flex-1">{label}</span>
              {overdue !== null && overdue > 0 && (
                <span className="tabular rounded-full bg-loss/15 px-2 py-0.5 text-xs font-semibold text-loss">
                  {overdue} late
                </span>
              )}
              {waiting !== null && waiting > 0 && (
                <span
                  className="tabular rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent"
                  data-testid={`queue-count-${path}`}
                >
                  {waiting}
                </span>
              )}
            </NavLink>
          );
        })}
      </nav>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-surface-1 to-transparent md:hidden"
      />
    </div>
  );
}
