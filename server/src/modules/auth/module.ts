import type { Api } from '../../http/typed-routes';
import type { AuthPorts } from './ports';
import { authRoutes } from './routes';

/** The auth module as app.ts composes it. */
export interface AuthModule {
  /** Sign-up, sign-in, sign-out, recovery links, account security and the player's sessions. */
  routes(app: Api): void;
}

/** Builds the auth module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createAuthModule(ports: AuthPorts): AuthModule {
  return { routes: (app) => authRoutes(app, ports) };
}
