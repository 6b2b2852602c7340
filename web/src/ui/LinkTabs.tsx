import clsx from 'clsx';
import { NavLink } from 'react-router';

/** One section of a page, reached by its own address. */
export interface LinkTab {
  to: string;
  label: string;
}

/**
 * A page's sections as links under its title, the open one underlined (settings, transaction lists).
 * On a phone the tabs scroll sideways inside their bar; the page itself never does.
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: LinkTab[] }) {
  return (
    <nav
      aria-label={label}
      className="-mx-3 flex overflow-x-auto border-b border-line px-3 [scrollbar-width:none] md:mx-0 md:px-0"
    >
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) =>
            clsx(
              '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap',
              isActive ? 'border-accent text-text' : 'border-transparent text-text-muted hover:text-text',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
