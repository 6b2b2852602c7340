import type { FastifyBaseLogger } from 'fastify';
import type { Api } from '../../http/typed-routes';
import type { JobHandlers, Sweep } from '../../jobs';
import { startDepositWatcher } from './crypto/watcher';
import type { WalletPorts } from './ports';
import { purchaseJobHandlers } from './purchases/jobs';
import { purchaseReconcileSweep } from './purchases/reconcile';
import { purchaseReloadBasis } from './purchases/reload-basis';
import { purchaseTotals } from './purchases/totals';
import { walletRoutes } from './routes';

/** The wallet module as app.ts composes it. */
export interface WalletModule {
  /** Bundles and offers, purchases (card, bank transfer, crypto), play-through progress, and the vendors' webhooks. */
  routes(app: Api): void;
  /** The purchase jobs: pay with a saved handle, ask the vendor about a purchase, refund at the vendor. */
  jobHandlers(): JobHandlers;
  /** Asks the vendor about purchases left open by a crash or a lost answer. */
  sweeps(): Sweep[];
  /** Watches the chain for deposits every `CRYPTO_WATCH_MS` (none without a chain); answers how to stop it. */
  startDepositWatcher(log: FastifyBaseLogger): () => Promise<void>;
  /** The reload bonus's basis: the player's latest completed purchase (the bonuses' `reloadBasis` port). */
  reloadBasis: typeof purchaseReloadBasis;
  /** What a player has bought, for the eligibility gates (their `purchaseTotals` port). */
  purchaseTotals: typeof purchaseTotals;
}

/** Builds the wallet module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createWalletModule(ports: WalletPorts): WalletModule {
  return {
    routes: (app) => walletRoutes(app, ports),
    jobHandlers: () => purchaseJobHandlers(ports),
    sweeps: () => [purchaseReconcileSweep(ports)],
    startDepositWatcher: (log) => startDepositWatcher(ports, ports.config.CRYPTO_WATCH_MS, log),
    reloadBasis: purchaseReloadBasis,
    purchaseTotals,
  };
}
