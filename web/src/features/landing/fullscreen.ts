import { useMatches } from 'react-router';
import { useSiteConfig } from '../../api/queries';
import { useLoggedIn } from '../../api/session';

/**
 * Route handles that mark landing routes: 'home' is the landing only for guests while it is enabled,
 * 'page' (partner and dynamic landings) always. The shell hides its header, sidebar and footer there.
 */
export interface LandingHandle {
  landing: 'home' | 'page';
}
export const landingHome: LandingHandle = { landing: 'home' };
export const landingPage: LandingHandle = { landing: 'page' };

/** Whether the guest is on the landing and the landing is enabled (shown while the config still loads). */
export function useLandingEnabled(): boolean {
  const loggedIn = useLoggedIn();
  const { data: config } = useSiteConfig();
  return !loggedIn && config?.landing_enabled !== false;
}

export function useLandingFullscreen(): boolean {
  const handle = useMatches().at(-1)?.handle as LandingHandle | undefined;
  const loggedIn = useLoggedIn();
  const enabled = useLandingEnabled();
  if (handle?.landing === 'page') return !loggedIn;
  return handle?.landing === 'home' && enabled;
}
