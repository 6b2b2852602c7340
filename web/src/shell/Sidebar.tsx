import clsx from 'clsx';
import {
  ChevronDown,
  ChevronsLeft,
  Clock,
  Gift,
  Heart,
  Home,
  type LucideIcon,
  MessagesSquare,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useMe } from '../api/queries';
import { useLoggedIn } from '../api/session';
import { useActiveCategories } from '../features/lobby/api';
import { usePromotionMenu } from '../features/promotions/menu';
import { leadsToUnbuiltFeature } from '../navigation/unbuilt';
import { useTab } from '../navigation/use-tab';
import { IconButton } from '../ui/IconButton';
import { LogoMark, Wordmark } from '../ui/Logo';
import { useLayout } from './layout-store';

interface Item {
  label: string;
  icon: LucideIcon;
  to: string;
  needsLogin?: boolean;
  needsRecentPlay?: boolean;
}

/**
 * Spec §2 Sidebar, in its order, without the entries whose feature is not built yet (Challenges, Refer A
 * Friend, Races, the weekly raffle, Live Support): until a feature lands, nothing points at it (issue 22).
 */
const ITEMS: Item[] = [
  { label: 'Home', icon: Home, to: '/' },
  { label: 'Favorites', icon: Heart, to: '/casino/group/favorites', needsLogin: true },
  {
    label: 'Recently Played',
    icon: Clock,
    to: '/casino/group/recent',
    needsLogin: true,
    needsRecentPlay: true,
  },
  // Spec §2 route `/chat`: the chat full screen, where the desktop column does not fit.
  { label: 'Chat', icon: MessagesSquare, to: '/chat', needsLogin: true },
];

/** The main menu: a fixed column on desktop (collapsible to icons), a drawer on phones. */
export function Sidebar() {
  const { collapsed, drawerOpen, toggleCollapsed, setDrawer } = useLayout();
  const { data: me } = useMe();
  const { open } = useTab();
  const location = useLocation();
  const [gamesOpen, setGamesOpen] = useState(true);
  const { data: catalog } = useActiveCategories();
  const menuCategories = catalog?.categories.filter((c) => c.show_in_menu) ?? [];
  const narrow = collapsed && !drawerOpen;

  const { promotionItems, promotionsLink } = usePromotionMenu();
  const filtered = ITEMS.filter((item) => !item.needsRecentPlay || !me || me.show_recent_play);
  // Spec order: dynamic promotions first, the Promotions link (from settings) after the fixed items. A
  // promotion that advertises a feature not built yet is not offered.
  const promotions = promotionItems.filter((item) => !leadsToUnbuiltFeature(item.to));
  const visible: Item[] = [...promotions, ...filtered, ...promotionsLink];

  function askToLogIn() {
    setDrawer(false);
    open('login');
  }

  return (
    <>
      {drawerOpen && (
        <button
          type="button"
          aria-label="Close menu"
          onClick={() => setDrawer(false)}
          className="fixed inset-0 z-40 bg-black/60 md:hidden"
        />
      )}
      <nav
        aria-label="Main"
        className={clsx(
          'fixed top-0 bottom-0 left-0 z-50 flex flex-col border-r border-line bg-surface-1 transition-[width,transform] duration-200 md:sticky md:top-16 md:z-20 md:h-[calc(100dvh-4rem)] md:translate-x-0',
          drawerOpen ? 'w-[280px] translate-x-0' : '-translate-x-full',
          collapsed ? 'md:w-12' : 'md:w-64',
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-line px-4 md:hidden">
          <span className="flex items-center gap-2 font-extrabold tracking-tight">
            <LogoMark size={28} />
            <Wordmark />
          </span>
          <IconButton label="Close menu" onClick={() => setDrawer(false)} className="grid size-10">
            <X size={20} />
          </IconButton>
        </div>
        <div className="flex-1 overflow-y-auto overflow-x-hidden px-1.5 py-3">
          <ul className="flex flex-col gap-0.5">
            {visible.map((item) => (
              <li key={item.label}>
                <Entry item={item} narrow={narrow} onLogIn={askToLogIn} />
              </li>
            ))}
          </ul>
          <div className="my-3 border-t border-line" />
          <button
            type="button"
            onClick={() => (narrow ? toggleCollapsed() : setGamesOpen((v) => !v))}
            aria-expanded={gamesOpen}
            title={narrow ? 'Games' : undefined}
            className="flex h-10 w-full items-center gap-3 rounded-lg px-2.5 text-sm font-semibold text-text-muted hover:bg-surface-2 hover:text-text"
          >
            <Gift size={18} className="shrink-0" />
            {!narrow && (
              <>
                <span className="flex-1 text-left">Games</span>
                <ChevronDown size={16} className={clsx('transition-transform', gamesOpen && 'rotate-180')} />
              </>
            )}
          </button>
          {gamesOpen && !narrow && (
            <ul className="mt-0.5 ml-5 flex flex-col border-l border-line pl-2">
              {menuCategories.map((category) => {
                const to = `/casino/group/${category.slug}`;
                return (
                  <li key={category.id}>
                    <Link
                      to={to}
                      onClick={() => setDrawer(false)}
                      className={clsx(
                        'flex h-9 w-full items-center rounded-md px-2 text-sm hover:bg-surface-2 hover:text-text',
                        location.pathname === to ? 'bg-surface-2 text-text' : 'text-text-muted',
                      )}
                    >
                      {category.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <button
          type="button"
          onClick={toggleCollapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className="hidden h-11 items-center gap-3 border-t border-line px-4 text-sm text-text-muted hover:text-text md:flex"
        >
          <ChevronsLeft
            size={18}
            className={clsx('shrink-0 transition-transform', collapsed && 'rotate-180')}
          />
          {!collapsed && 'Collapse'}
        </button>
      </nav>
    </>
  );
}

/**
 * One sidebar entry: a link where the visitor may go, otherwise a button that asks a guest to log in. A
 * narrow sidebar shows the icon and keeps the label as its title.
 */
function Entry({ item, narrow, onLogIn }: { item: Item; narrow: boolean; onLogIn: () => void }) {
  const loggedIn = useLoggedIn();
  const { setDrawer } = useLayout();
  const location = useLocation();
  const active = item.to === location.pathname;
  const className = clsx(
    'flex h-10 w-full items-center gap-3 rounded-lg px-2.5 text-sm font-medium transition-colors',
    active ? 'bg-surface-2 text-text' : 'text-text-muted hover:bg-surface-2 hover:text-text',
  );
  const title = narrow ? item.label : undefined;
  const content = (
    <>
      <item.icon size={18} className={clsx('shrink-0', active && 'text-accent')} />
      {!narrow && <span className="truncate">{item.label}</span>}
    </>
  );
  if (!item.needsLogin || loggedIn) {
    return (
      <Link to={item.to} title={title} className={className} onClick={() => setDrawer(false)}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" title={title} className={className} onClick={onLogIn}>
      {content}
    </button>
  );
}
