import type { VendorDisbursement } from '../../adapters/ach/interface';
import type { Api } from '../../http/typed-routes';
import type { JobHandlers, Sweep } from '../../jobs';
import { redemptionAdminRoutes } from './admin-routes';
import { sealStoredGiftCardCodes } from './gift-card-codes';
import { payoutSweep } from './payout-sweep';
import { applyDisbursement, payoutJobHandlers } from './payouts';
import type { RedemptionsPorts } from './ports';
import { redemptionRoutes } from './routes';

/** The redemptions module as app.ts composes it. */
export interface RedemptionsModule {
  /** The player's redeem page: options, requests, cancelling their own. */
  routes(app: Api): void;
  /** Staff's queue: approve, reject, mark paid or failed by hand, reveal a gift-card code. */
  adminRoutes(app: Api): void;
  /** The payout job, which pays an approved request through its method's vendor. */
  jobHandlers(): JobHandlers;
  /** Queues again the payouts of approved requests left without a job. */
  sweeps(): Sweep[];
  /**
   * The ACH vendor's word on a payout, which the wallet's bank webhook receives and hands on (its
   * `payoutUpdates` port): pays or fails the request it names; idempotent.
   */
  applyDisbursement(disbursement: VendorDisbursement): Promise<void>;
  /** Seals gift-card codes stored in plain text before migration 31: run once as the app starts. */
  sealStoredGiftCardCodes(): Promise<number>;
}

/** Builds the redemptions module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createRedemptionsModule(ports: RedemptionsPorts): RedemptionsModule {
  return {
    routes: (app) => redemptionRoutes(app, ports),
    adminRoutes: (app) => redemptionAdminRoutes(app, ports),
    jobHandlers: () => payoutJobHandlers(ports),
    sweeps: () => [payoutSweep(ports)],
    applyDisbursement: (disbursement) => applyDisbursement(ports, disbursement),
    sealStoredGiftCardCodes: () => sealStoredGiftCardCodes(ports.db),
  };
}
