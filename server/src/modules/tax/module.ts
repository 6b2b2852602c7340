import { type RoutesModule, routesModule } from '../../http/typed-routes';
import { taxAdminRoutes } from './admin-routes';
import type { TaxPorts } from './ports';
import { taxRoutes } from './routes';

/** The tax module as app.ts composes it: the player's tax page (the year's summary and their W-9 style details); staff's 1099 export. */
export type TaxModule = RoutesModule;

/** Builds the tax module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createTaxModule(ports: TaxPorts): TaxModule {
  return routesModule(ports, taxRoutes, taxAdminRoutes);
}
