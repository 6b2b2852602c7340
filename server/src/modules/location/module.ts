import type { Api } from '../../http/typed-routes';
import type { LocationPorts } from './ports';
import { locationRoutes } from './routes';

/** The location module as app.ts composes it. */
export interface LocationModule {
  /** The player's location checks, and the sandbox tester's control of where they are. */
  routes(app: Api): void;
}

/** Builds the location module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createLocationModule(ports: LocationPorts): LocationModule {
  return { routes: (app) => locationRoutes(app, ports) };
}
