import { type RoutesModule, routesModule } from '../../http/typed-routes';
import { amoeAdminRoutes } from './admin-routes';
import type { AmoePorts } from './ports';
import { amoeRoutes } from './routes';

/** The free-entry module as app.ts composes it: the player's free-entry code and their requests; staff's queue: enter a mailed card, refuse a request. */
export type AmoeModule = RoutesModule;

/** Builds the free-entry module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createAmoeModule(ports: AmoePorts): AmoeModule {
  return routesModule(ports, amoeRoutes, amoeAdminRoutes);
}
