import { lazy } from 'react';
import { useLandingEnabled } from './features/landing/fullscreen';

// Separate chunks: a guest on the landing never downloads the lobby, a player never the landing.
const LandingPage = lazy(() => import('./features/landing/LandingPage'));
const HomePage = lazy(() => import('./features/home/HomePage'));

/** '/': guests see the landing page when it is enabled (spec §2), everyone else the home page. */
export function HomeRoute() {
  return useLandingEnabled() ? <LandingPage /> : <HomePage />;
}
