import type { Api } from '../../http/typed-routes';
import type { UsersPorts } from './ports';
import { userRoutes } from './routes';

/** The users module as app.ts composes it. */
export interface UsersModule {
  /** The signed-in player's own account: profile, balance and preferences. */
  routes(app: Api): void;
}

/** Builds the users module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createUsersModule(ports: UsersPorts): UsersModule {
  return { routes: (app) => userRoutes(app, ports) };
}
