import type { Api } from '../../http/typed-routes';
import type { IdentityPorts } from './ports';
import { identityRoutes } from './routes';

/** The identity module as app.ts composes it. */
export interface IdentityModule {
  /** The player's verification, the vendor's webhook, and the sandbox flow's controls. */
  routes(app: Api): void;
}

/** Builds the identity module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createIdentityModule(ports: IdentityPorts): IdentityModule {
  return { routes: (app) => identityRoutes(app, ports) };
}
