import { Home, Menu, Search, Wallet, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { useLoggedIn } from '../api/session';
import { useSearchOverlay } from '../features/search/search-store';
import { useTab } from '../navigation/use-tab';
import { useLayout } from './layout-store';

/** Under 768 px: Menu, Search, Wallet, Home, Slots (spec §2 Shell). */
export function MobileBar() {
  const setDrawer = useLayout((s) => s.setDrawer);
  const openSearch = useSearchOverlay((s) => s.setOpen);
  const { open } = useTab();
  const loggedIn = useLoggedIn();
  const item =
    'flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] text-text-muted hover:text-text';
  return (
    <nav
      aria-label="Quick"
      className="fixed right-0 bottom-0 left-0 z-30 flex h-16 border-t border-line bg-surface-1 pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <button type="button" className={item} onClick={() => setDrawer(true)}>
        <Menu size={20} /> Menu
      </button>
      <button type="button" className={item} data-testid="mobile-search" onClick={() => openSearch(true)}>
        <Search size={20} /> Search
      </button>
      <button
        type="button"
        className={item}
        data-testid="mobile-wallet"
        onClick={() => open(loggedIn ? 'bank' : 'login')}
      >
        <span className="-mt-5 grid size-12 place-items-center rounded-full bg-accent text-surface-0 shadow-lg">
          <Wallet size={22} />
        </span>
        Wallet
      </button>
      <Link to="/" className={item}>
        <Home size={20} /> Home
      </Link>
      <Link to="/casino/group/slots" className={item}>
        <Zap size={20} /> Slots
      </Link>
    </nav>
  );
}
