import type { Api } from '../../http/typed-routes';
import type { CatalogPorts } from './ports';
import { catalogRoutes } from './routes';

/** The catalog module as app.ts composes it. */
export interface CatalogModule {
  /** The lobby's game lists, game details, favourites and recently played. */
  routes(app: Api): void;
}

/** Builds the catalog module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createCatalogModule(ports: CatalogPorts): CatalogModule {
  return { routes: (app) => catalogRoutes(app, ports) };
}
