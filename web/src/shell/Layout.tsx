import { ERROR_TEXTS } from '@casino/contract';
import clsx from 'clsx';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { installApiHandlers } from '../api/client';
import { useIdleWatch } from '../api/idle';
import { useLoggedIn } from '../api/session';
import { useRealtime } from '../api/socket';
import { useBackOfficeFrame } from '../features/admin/frame';
import { useTheatre } from '../features/gamepage/theatre';
import { useLandingFullscreen } from '../features/landing/fullscreen';
import { useMarketingParams } from '../features/marketing/use-marketing-params';
import { useSearchOverlay } from '../features/search/search-store';
import { UpdatePrompt } from '../features/site-update';
import { useLogout } from '../navigation/use-logout';
import { Toaster, toast } from '../ui/toast';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileBar } from './MobileBar';
import { Overlays } from './Overlays';
import { Sidebar } from './Sidebar';

// Players' prompts load only once someone signs in: a guest's first page stays small.
const UsernamePrompt = lazy(() => import('./UsernamePrompt').then((m) => ({ default: m.UsernamePrompt })));
const PolicyPrompt = lazy(() =>
  import('../features/policies/PolicyPrompt').then((m) => ({ default: m.PolicyPrompt })),
);
const ClientSeedPrompt = lazy(() =>
  import('../features/games/ClientSeedPrompt').then((m) => ({ default: m.ClientSeedPrompt })),
);
const IdentityOverlays = lazy(() =>
  import('../features/identity').then((m) => ({ default: m.IdentityOverlays })),
);
const LocationDialogs = lazy(() =>
  import('../features/location').then((m) => ({ default: m.LocationDialogs })),
);
// The search overlay loads when a visitor first opens it.
const SearchOverlay = lazy(() =>
  import('../features/search/SearchOverlay').then((m) => ({ default: m.SearchOverlay })),
);
const BonusOverlays = lazy(() => import('../features/bonuses').then((m) => ({ default: m.BonusOverlays })));
const OrderToasts = lazy(() => import('../features/orders').then((m) => ({ default: m.OrderToasts })));
const JackpotWonDialog = lazy(() =>
  import('../features/lobby').then((m) => ({ default: m.JackpotWonDialog })),
);
const ChatColumn = lazy(() => import('../features/chat').then((m) => ({ default: m.ChatColumn })));
const VerificationBanner = lazy(() =>
  import('../features/identity').then((m) => ({ default: m.VerificationBanner })),
);
const PlayRestrictionBanner = lazy(() =>
  import('../features/responsible-play/PlayRestrictionBanner').then((m) => ({
    default: m.PlayRestrictionBanner,
  })),
);

/**
 * The shell of spec §2: header, sidebar, content, footer, chat column (signed-in players, wide screens),
 * mobile bar, overlays.
 */
export function Layout() {
  const loggedIn = useLoggedIn();
  const logout = useLogout();
  const location = useLocation();
  const searchOpen = useSearchOverlay((s) => s.open);
  const forcedLogout = useCallback(
    (reason: 'banned' | 'kicked' = 'banned') => {
      toast.error(reason === 'kicked' ? ERROR_TEXTS.signedOutByStaff : ERROR_TEXTS.accountDisabled);
      void logout({ callServer: false });
    },
    [logout],
  );

  useEffect(() => {
    installApiHandlers({
      onUnauthenticated: () => void logout({ callServer: false }),
      onBanned: () => forcedLogout('banned'),
      onMaintenance: () => window.location.assign('/maintenance.html'),
    });
  }, [logout, forcedLogout]);
  useIdleWatch();
  useRealtime(forcedLogout);
  useMarketingParams();
  // Landing pages are fullscreen: their own header and footer, no shell around them (spec §6).
  const landing = useLandingFullscreen();
  const backOffice = useBackOfficeFrame();
  // A game in theatre mode takes the sidebar's place and the full width (features/gamepage).
  const theatre = useTheatre((s) => s.on);

  useEffect(() => {
    const id = location.hash.slice(1);
    (id ? document.getElementById(id) : document.querySelector('main'))?.scrollIntoView?.();
  }, [location.hash]);

  // The back office draws its own frame (features/admin): none of the casino's chrome, banners or prompts.
  if (backOffice)
    return (
      <>
        <Outlet />
        <UpdatePrompt />
        <Toaster />
      </>
    );

  return (
    <div className="min-h-dvh">
      {!landing && <Header />}
      <div className="flex">
        {!landing && !theatre && <Sidebar />}
        <div className="flex min-w-0 flex-1 flex-col">
          <main
            className={
              landing
                ? 'w-full flex-1'
                : clsx(
                    'mx-auto w-full flex-1 scroll-mt-16 px-3 py-4 md:px-6 md:py-6',
                    !theatre && 'max-w-[1440px]',
                  )
            }
          >
            {loggedIn && !landing && (
              <Suspense fallback={null}>
                <PlayRestrictionBanner />
                <VerificationBanner />
              </Suspense>
            )}
            <Outlet />
          </main>
          {!landing && <Footer />}
        </div>
        {/* On /chat the chat is the page itself; in theatre mode the game takes the width. */}
        {loggedIn && !landing && !theatre && location.pathname !== '/chat' && (
          <Suspense fallback={null}>
            <ChatColumn />
          </Suspense>
        )}
      </div>
      {!landing && <MobileBar />}
      <Overlays />
      <UpdatePrompt />
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchOverlay />
        </Suspense>
      )}
      {loggedIn && (
        <Suspense fallback={null}>
          <UsernamePrompt />
          <PolicyPrompt />
          <ClientSeedPrompt />
          <IdentityOverlays />
          <BonusOverlays />
          <OrderToasts />
          <JackpotWonDialog />
          <LocationDialogs />
        </Suspense>
      )}
      <Toaster />
    </div>
  );
}
