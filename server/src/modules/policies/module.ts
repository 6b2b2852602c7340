import type { Api } from '../../http/typed-routes';
import type { PoliciesPorts } from './ports';
import { policyRoutes } from './routes';

/** The policies module as app.ts composes it. */
export interface PoliciesModule {
  /** Policy pages (anyone) and the signed-in player's acceptances. */
  routes(app: Api): void;
}

/** Builds the policies module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createPoliciesModule(ports: PoliciesPorts): PoliciesModule {
  return { routes: (app) => policyRoutes(app, ports) };
}
