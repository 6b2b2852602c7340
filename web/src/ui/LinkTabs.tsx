import clsx from 'clsx';
import { NavLink } from 'react-router';

/** One section of a page, reached by its own address. */
export interface LinkTab {
  to: string;
  label: string;
}

/**
 * A page's sections as links under its title, the open one underlined (settings, transaction lists).
 * On a phone the tabs scroll sideways inside their bar, a fading edge saying there are more (the page
 * itself never scrolls sideways). `beside` turns them, from 1024 px, into a list at the page's side, so
 * every section shows however many there are (`{name}-more-tabs` names the fading edge for tests).
 */
export function LinkTabs({
  name,
  label,
  tabs,
  beside = false,
}: {
  name: string;
  label: string;
  tabs: LinkTab[];
  beside?: boolean;
}) {
  return (
    <div className={clsx('relative -mx-3 md:mx-0', beside && 'lg:w-52 lg:shrink-0')}>
      <nav
        aria-label={label}
        className={clsx(
          'flex overflow-x-auto border-b border-line px-3 pr-10 [scrollbar-width:none] md:px-0',
          beside && 'lg:flex-col lg:border-b-0 lg:border-l lg:pr-0',
        )}
      >
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) =>
              clsx(
                '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap',
                beside && 'lg:mb-0 lg:-ml-px lg:border-b-0 lg:border-l-2',
                isActive ? 'border-accent text-text' : 'border-transparent text-text-muted hover:text-text',
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <div
        aria-hidden="true"
        data-testid={`${name}-more-tabs`}
        className={clsx(
          'pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-surface-0',
          beside && 'lg:hidden',
        )}
      />
    </div>
  );
}
