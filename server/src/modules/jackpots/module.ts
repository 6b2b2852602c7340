import type { Api } from '../../http/typed-routes';
import { PoolContributions } from './contributions';
import { LobbyJackpots } from './pool-amounts';
import type { JackpotContributions, JackpotsPorts } from './ports';
import { jackpotRoutes } from './routes';

/** The jackpots module as app.ts composes it. */
export interface JackpotsModule {
  /** `GET /api/jackpots` and `GET /api/freebies/jackpotcontributors`. */
  routes(app: Api): void;
  /** The port the providers' wallet calls in each jackpot game's bet's own transaction. */
  contributions: JackpotContributions;
  /** Funds each pool's first seed from the house, once ever; every instance runs it at start. */
  fundFirstSeeds(): Promise<void>;
}

/** Builds the jackpots module on the ports it declares. */
export function createJackpotsModule(ports: JackpotsPorts): JackpotsModule {
  const contributions = new PoolContributions(ports.db, ports.ledger, ports.draw);
  const lobby = new LobbyJackpots(ports.db);
  return {
    routes: (app) => jackpotRoutes(app, ports.db, lobby),
    contributions,
    fundFirstSeeds: () => contributions.fundFirstSeeds(),
  };
}
