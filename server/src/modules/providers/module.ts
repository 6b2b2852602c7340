import type { Trx } from '../../db/transaction';
import type { Api } from '../../http/typed-routes';
import type { JobHandlers } from '../../jobs';
import { grantFreeRounds } from './free-rounds/free-rounds';
import { FREE_ROUNDS_JOB, freeRoundsJobHandler } from './free-rounds/grant-job';
import type { NewGrant } from './free-rounds/grants-repository';
import { freeRoundsRoutes } from './free-rounds/routes';
import { GameCodes } from './gateway/game-codes';
import { WalletGateway } from './gateway/gateway';
import { hub88Routes } from './http/hub88-routes';
import { pragmaticRoutes } from './http/pragmatic-routes';
import { launchRoutes } from './launch/routes';
import type { ProvidersPorts } from './ports';
import { ProviderWallet } from './wallet';

/** Third-party games as app.ts composes them. */
export interface ProvidersModule {
  /** The players' launch and free-rounds routes and the providers' wallet routes (Hub88, Pragmatic Play). */
  routes(app: Api): void;
  /** Free rounds a purchase gave, recorded in its transaction and granted through the provider by a job. */
  freeRounds: { grant(trx: Trx, grant: NewGrant): Promise<void> };
  /** The job that asks a provider to grant free rounds. */
  jobHandlers(): JobHandlers;
}

/** Builds the third-party games module on the ports it declares. */
export function createProvidersModule(ports: ProvidersPorts): ProvidersModule {
  const wallet = new ProviderWallet({
    db: ports.db,
    ledger: ports.ledger,
    settlements: ports.settlements,
    jackpots: ports.jackpots,
    balanceChanged: ports.balanceChanged,
  });
  const gateway = new WalletGateway({
    db: ports.db,
    ledger: ports.ledger,
    wallet,
    games: new GameCodes(ports.db),
    sessionLifetimeMs: ports.sessionLifetimeMs,
  });
  return {
    freeRounds: { grant: grantFreeRounds },
    jobHandlers: () => ({ [FREE_ROUNDS_JOB]: freeRoundsJobHandler(ports.db, ports.gameServer) }),
    routes(app) {
      launchRoutes(app, ports);
      freeRoundsRoutes(app, ports);
      if (ports.keys.hub88) hub88Routes(app, gateway, ports.keys.hub88);
      if (ports.keys.pragmaticSecret) pragmaticRoutes(app, gateway, ports.keys.pragmaticSecret);
    },
  };
}
