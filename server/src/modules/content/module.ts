import type { Api } from '../../http/typed-routes';
import type { ContentPorts } from './ports';
import { contentRoutes } from './routes';

/** The content module as app.ts composes it. */
export interface ContentModule {
  /** Promotions, their categories, landing pages and settings (GET only). */
  routes(app: Api): void;
}

/** Builds the content module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createContentModule(ports: ContentPorts): ContentModule {
  return { routes: (app) => contentRoutes(app, ports) };
}
