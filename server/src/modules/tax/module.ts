import type { Api } from '../../http/typed-routes';
import { taxAdminRoutes } from './admin-routes';
import type { TaxPorts } from './ports';
import { taxRoutes } from './routes';

/** The tax module as app.ts composes it. */
export interface TaxModule {
  /** The player's tax page: the year's summary and their W-9 style details. */
  routes(app: Api): void;
  /** Staff's 1099 export. */
  adminRoutes(app: Api): void;
}

/** Builds the tax module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createTaxModule(ports: TaxPorts): TaxModule {
  return {
    routes: (app) => taxRoutes(app, ports),
    adminRoutes: (app) => taxAdminRoutes(app, ports),
  };
}
