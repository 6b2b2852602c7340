import type { Api } from '../../http/typed-routes';
import { amoeAdminRoutes } from './admin-routes';
import type { AmoePorts } from './ports';
import { amoeRoutes } from './routes';

/** The free-entry module as app.ts composes it. */
export interface AmoeModule {
  /** The player's free-entry code and their requests. */
  routes(app: Api): void;
  /** Staff's queue: enter a mailed card, refuse a request. */
  adminRoutes(app: Api): void;
}

/** Builds the free-entry module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createAmoeModule(ports: AmoePorts): AmoeModule {
  return {
    routes: (app) => amoeRoutes(app, ports),
    adminRoutes: (app) => amoeAdminRoutes(app, ports),
  };
}
