import { Menu, Search, Wallet } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useMe } from '../api/queries';
import { useLoggedIn } from '../api/session';
import { useSearchOverlay } from '../features/search/search-store';
import { useTab } from '../navigation/use-tab';
import { Button } from '../ui/Button';
import { IconButton } from '../ui/IconButton';
import { Logo } from '../ui/Logo';
import { Skeleton } from '../ui/Skeleton';
import { useLayout } from './layout-store';

// Players only: their popovers (and the positioning library behind them) stay out of a guest's first load.
const BalancePill = lazy(() => import('./BalancePill').then((m) => ({ default: m.BalancePill })));
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const NotificationBell = lazy(() =>
  import('../features/notifications').then((m) => ({ default: m.NotificationBell })),
);

/** The sticky top bar: menu, logo, search, and a player's balance, wallet and account menu. */
export function Header() {
  const loggedIn = useLoggedIn();
  const { data: me } = useMe();
  const { open } = useTab();
  const { setDrawer } = useLayout();
  const openSearch = useSearchOverlay((s) => s.setOpen);
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-line bg-surface-1 px-2 min-[400px]:gap-3 min-[400px]:px-3 md:px-4">
      <IconButton label="Open menu" onClick={() => setDrawer(true)} className="grid size-10 md:hidden">
        <Menu size={20} />
      </IconButton>
      {/* On phones a player's header is balance, wallet and menu; the logo steps aside below 480 px (at
          400–424 px, where it came back before, a balance of 10,000.00 pushed the avatar off the screen). */}
      <Logo className={loggedIn ? 'hidden min-[480px]:flex' : 'flex'} />
      {/* The bell joined the cluster: on a 375 px phone its gaps narrow so the account menu stays on screen. */}
      <div className="ml-auto flex items-center gap-1 min-[400px]:gap-2">
        <button
          type="button"
          aria-label="Search games"
          data-testid="header-search"
          onClick={() => openSearch(true)}
          className="hidden h-10 items-center gap-2 rounded-lg border border-line bg-surface-2 px-3 text-sm text-text-muted hover:text-text md:flex"
        >
          <Search size={16} />
          <span className="hidden lg:inline">Search</span>
        </button>
        {loggedIn ? (
          me ? (
            <>
              <Suspense fallback={<Skeleton className="h-10 w-40" />}>
                <BalancePill balance={me.balance} />
              </Suspense>
              <Button
                onClick={() => open('bank')}
                aria-label="Wallet"
                data-testid="header-wallet"
                className="px-3 sm:px-4"
              >
                <Wallet size={18} />
                <span className="hidden sm:inline">Wallet</span>
              </Button>
              <Suspense fallback={<Skeleton className="size-10 rounded-lg" />}>
                <NotificationBell />
              </Suspense>
              <Suspense fallback={<Skeleton className="size-10 rounded-full" />}>
                <UserMenu me={me} />
              </Suspense>
            </>
          ) : (
            <>
              <Skeleton className="h-10 w-40" />
              <Skeleton className="size-10 rounded-full" />
            </>
          )
        ) : (
          <>
            <Button variant="secondary" onClick={() => open('login')}>
              Log in
            </Button>
            <Button onClick={() => open('register')}>Sign up</Button>
          </>
        )}
      </div>
    </header>
  );
}
