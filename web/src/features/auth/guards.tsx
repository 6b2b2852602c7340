import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLoggedIn } from '../../api/session';
import { rememberTarget } from './after-login';

/** Pages for players only: guests go to /auth/login, and come back here after signing in. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useLoggedIn();
  const location = useLocation();
  if (!loggedIn) {
    rememberTarget(location.pathname + location.search + location.hash);
    return <Navigate to="/auth/login" replace />;
  }
  return children;
}

/** Pages for guests only (sign-in, recovery): players are sent home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  return useLoggedIn() ? <Navigate to="/" replace /> : children;
}
