import { useLandingEnabled } from './features/landing/fullscreen';
import { lazyScreen } from './navigation/lazy-screen';

// Separate chunks: a guest on the landing never downloads the lobby, a player never the landing.
const LandingPage = lazyScreen(() => import('./features/landing/LandingPage'));
const HomePage = lazyScreen(() => import('./features/home/HomePage'));

/** '/': guests see the landing page when it is enabled (spec §2), everyone else the home page. */
export function HomeRoute() {
  return useLandingEnabled() ? <LandingPage /> : <HomePage />;
}
