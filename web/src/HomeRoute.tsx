import { useLandingEnabled } from './features/landing/fullscreen';
import LandingPage from './features/landing/LandingPage';
import { lazyScreen } from './navigation/lazy-screen';

// The landing is in the entry chunk, the home page in the app's (web/vite.config.ts): a guest on the
// landing never downloads the lobby; a player gets the landing's few KB with the entry.
const HomePage = lazyScreen(() => import('./features/home/HomePage'));

/** '/': guests see the landing page when it is enabled (spec §2), everyone else the home page. */
export function HomeRoute() {
  return useLandingEnabled() ? <LandingPage /> : <HomePage />;
}
