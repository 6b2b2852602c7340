import { ERROR_TEXTS } from '@casino/contract';
import { useCallback, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { installApiHandlers } from '../api/client';
import { useLoggedIn } from '../api/session';
import { useRealtime } from '../api/socket';
import { ClientSeedPrompt } from '../features/games/ClientSeedPrompt';
import { Toaster, toast } from '../ui/toast';
import { ChatColumn } from './ChatColumn';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileBar } from './MobileBar';
import { Overlays } from './Overlays';
import { Sidebar } from './Sidebar';
import { UsernamePrompt } from './UsernamePrompt';
import { useLogout } from './use-logout';

/** The shell of spec §2: header, sidebar, content, chat column (players), footer, mobile bar, overlays. */
export function Layout() {
  const loggedIn = useLoggedIn();
  const logout = useLogout();
  const location = useLocation();
  const forcedLogout = useCallback(() => {
    toast.error(ERROR_TEXTS.accountDisabled);
    void logout({ callServer: false });
  }, [logout]);

  useEffect(() => {
    installApiHandlers({
      onUnauthenticated: () => void logout({ callServer: false }),
      onBanned: forcedLogout,
      onMaintenance: () => window.location.assign('/maintenance.html'),
    });
  }, [logout, forcedLogout]);
  useRealtime(forcedLogout);

  useEffect(() => {
    const id = location.hash.slice(1);
    (id ? document.getElementById(id) : document.querySelector('main'))?.scrollIntoView?.();
  }, [location.hash]);

  return (
    <div className="min-h-dvh">
      <Header />
      <div className="flex">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <main className="mx-auto w-full max-w-[1440px] flex-1 px-3 py-4 md:px-6 md:py-6">
            <Outlet />
          </main>
          <Footer />
        </div>
        {loggedIn && <ChatColumn />}
      </div>
      <MobileBar />
      <Overlays />
      <UsernamePrompt />
      <ClientSeedPrompt />
      <Toaster />
    </div>
  );
}
