import type { Api } from '../../http/typed-routes';
import type { TipsPorts } from './ports';
import { tipRoutes } from './routes';

/** The tips module as app.ts composes it. */
export interface TipsModule {
  /** `POST /api/chat_actions`: a player tips another in Gold Coins. */
  routes(app: Api): void;
}

/** Builds the tips module on the ports it declares. */
export function createTipsModule(ports: TipsPorts): TipsModule {
  return { routes: (app) => tipRoutes(app, ports) };
}
