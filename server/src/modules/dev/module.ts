import type { Api } from '../../http/typed-routes';
import type { DevPorts } from './ports';
import { devRoutes } from './routes';

/** The dev module as app.ts composes it (only while SANDBOX_OUTBOX is on). */
export interface DevModule {
  /** The sandbox outbox and the tester's controls, answered only on this machine. */
  routes(app: Api): void;
}

/** Builds the dev module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createDevModule(ports: DevPorts): DevModule {
  return { routes: (app) => devRoutes(app, ports) };
}
