import type { Api } from '../../http/typed-routes';
import type { GamesPorts } from './ports';
import { gameRoutes } from './routes';

/** The house games module as app.ts composes it. */
export interface GamesModule {
  /**
   * Seed pairs, instant plays, step games, crash (its runner too, when enabled), duels, the bet history
   * and its live feeds.
   */
  routes(app: Api): void;
}

/** Builds the house games module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createGamesModule(ports: GamesPorts): GamesModule {
  return { routes: (app) => gameRoutes(app, ports) };
}
