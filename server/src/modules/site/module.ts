import type { Api } from '../../http/typed-routes';
import type { SitePorts } from './ports';
import { siteRoutes } from './routes';

/** The site module as app.ts composes it. */
export interface SiteModule {
  /** The public site configuration and the captcha's challenge. */
  routes(app: Api): void;
}

/** Builds the site module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createSiteModule(ports: SitePorts): SiteModule {
  return { routes: (app) => siteRoutes(app, ports) };
}
