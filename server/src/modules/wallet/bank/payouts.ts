import type { VendorDisbursement } from '../../../adapters/ach/interface';
import type { Deps } from '../../../deps';

/**
 * Who hears the ACH vendor's word on a payout: the bank webhook (`POST /api/webhooks/apt-pay`) receives
 * it, signed, with the debits, and hands it on; the redemptions module, which made the payout, pays or
 * fails its redemption. app.ts wires it (`Deps.payoutUpdates`), so the wallet never imports redemptions.
 * It must be idempotent: the vendor sends an event again until it is answered 2xx.
 */
export type PayoutUpdates = (deps: Deps, disbursement: VendorDisbursement) => Promise<void>;
