import type { Trx } from '../../db/transaction';
import type { Api } from '../../http/typed-routes';
import type { JobHandlers } from '../../jobs';
import type { FreeRoundsGrant } from '../wallet';
import { FREE_ROUNDS_CANCEL_JOB, freeRoundsCancelJobHandler } from './free-rounds/cancel-job';
import { cancelFreeRounds, grantFreeRounds } from './free-rounds/free-rounds';
import { FREE_ROUNDS_JOB, freeRoundsJobHandler } from './free-rounds/grant-job';
import { freeRoundsRoutes } from './free-rounds/routes';
import { GameCodes } from './gateway/game-codes';
import { WalletGateway } from './gateway/gateway';
import { hub88Routes } from './http/hub88-routes';
import { pragmaticRoutes } from './http/pragmatic-routes';
import { KeptGameSessions } from './launch/kept-sessions';
import { launchRoutes } from './launch/routes';
import type { ProvidersPorts } from './ports';
import { ProviderWallet } from './wallet';

/** Third-party games as app.ts composes them. */
export interface ProvidersModule {
  /** The players' launch and free-rounds routes and the providers' wallet routes (Hub88, Pragmatic Play). */
  routes(app: Api): void;
  /**
   * Free rounds a purchase gave, recorded in its transaction and granted through the provider by a job;
   * cancelled the same way when the purchase is refunded.
   */
  freeRounds: {
    grant(trx: Trx, grant: FreeRoundsGrant): Promise<void>;
    cancel(trx: Trx, purchaseId: bigint): Promise<boolean>;
  };
  /** The jobs that ask a provider to grant free rounds, and to cancel them. */
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
    sessionLifetimeMs: ports.sessionLifetimeMs,
    lanes: ports.walletLanes,
  });
  const gateway = new WalletGateway({
    db: ports.db,
    ledger: ports.ledger,
    wallet,
    games: new GameCodes(ports.db),
    sessions: new KeptGameSessions(ports.db),
  });
  return {
    freeRounds: { grant: grantFreeRounds, cancel: cancelFreeRounds },
    jobHandlers: () => ({
      [FREE_ROUNDS_JOB]: freeRoundsJobHandler(ports.db, ports.gameServer),
      [FREE_ROUNDS_CANCEL_JOB]: freeRoundsCancelJobHandler(ports.db, ports.gameServer),
    }),
    routes(app) {
      launchRoutes(app, ports);
      freeRoundsRoutes(app, ports);
      if (ports.keys.hub88) hub88Routes(app, gateway, ports.keys.hub88);
      if (ports.keys.pragmaticSecret) pragmaticRoutes(app, gateway, ports.keys.pragmaticSecret);
    },
  };
}
