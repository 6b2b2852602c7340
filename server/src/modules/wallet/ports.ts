import type { Coin } from '@casino/contract';
import type { AchVendor, VendorDisbursement } from '../../adapters/ach/interface';
import type { ChainVendor } from '../../adapters/chain/interface';
import type { PaymentVendor } from '../../adapters/payments/interface';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import type { SessionResolver } from '../../http/authenticate';
import type { RateLimiter } from '../../http/rate-limiter';
import type { Ledger } from '../../ledger/ledger';

/**
 * Whether a player may buy `cents` USD of coins now (the eligibility module's gates: location, break and
 * self-exclusion, limits, identity): throws the refusal the player is shown, or says whether the
 * purchase may award Sweeps Coins (none in a GC-only state).
 */
export interface PurchaseGate {
  purchase(executor: Database | Trx, userId: bigint, cents: bigint): Promise<{ scAwards: boolean }>;
}

/**
 * Who hears the ACH vendor's word on a payout: the bank webhook (`POST /api/webhooks/apt-pay`) receives
 * it, signed, with the debits, and hands it on; the redemptions module, which made the payout, pays or
 * fails its redemption. app.ts wires it, so the wallet never imports redemptions. It must be
 * idempotent: the vendor sends an event again until it is answered 2xx.
 */
export type PayoutUpdates = (disbursement: VendorDisbursement) => Promise<void>;

/**
 * Who grants the free rounds a completed purchase's Free Spins promotion gave (the third-party games
 * module): called in the transaction that credits the purchase, so the grant stands or falls with it.
 * It must be idempotent per purchase: a purchase completes once, but the call is keyed all the same.
 */
export interface PurchaseFreeRounds {
  grant(trx: Trx, grant: FreeRoundsGrant): Promise<void>;
}

/** The free rounds a purchase gave: how many, each worth `roundValue` minor units of `coin`, at one game. */
export interface FreeRoundsGrant {
  userId: bigint;
  purchaseId: bigint;
  promotionId: number;
  gameId: number;
  coin: Coin;
  rounds: number;
  roundValue: bigint;
}

/** The settings the wallet reads: payment methods offered, crypto rates and watch, reconciliation. */
export type WalletConfig = Pick<
  Config,
  | 'APPLE_PAY_ENABLE'
  | 'PAY_BY_BANK_ENABLE'
  | 'CRYPTO_USD_RATES'
  | 'CRYPTO_CONFIRMATIONS'
  | 'CRYPTO_WATCH_MS'
  | 'CHAIN_SANDBOX_BLOCK_MS'
  | 'RECONCILE_AFTER_MS'
  | 'RECONCILE_EVERY_MS'
>;

/** What the wallet module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface WalletPorts {
  /** Its own tables (bundles, promotions, purchases, crypto deposits, bank payees and debits), the jobs and the outbox. */
  db: Database;
  /** Credits purchases and claws back the ones the player or bank takes back. */
  ledger: Ledger;
  /** Who is signed in (the auth module's Sessions). */
  sessions: SessionResolver;
  /** Caps the payments a player starts a minute: Redis when configured, else memory. */
  rateLimiter: RateLimiter;
  /** The payment vendor's hosted checkout (the sandbox, or Paysafe). */
  payments: PaymentVendor;
  /** Who watches crypto deposit addresses (the sandbox chain), or null when none is configured. */
  chain: ChainVendor | null;
  /** The ACH vendor for bank transfers (the sandbox); null with live vendors, where none is built yet. */
  ach: AchVendor | null;
  /** Refuses a purchase the player may not make. */
  eligibility: PurchaseGate;
  /** The bank webhook's payout events go here (the redemptions module). */
  payoutUpdates: PayoutUpdates;
  /** A purchase's free spins are granted here (the third-party games module). */
  freeRounds: PurchaseFreeRounds;
  /** The few settings it reads. */
  config: WalletConfig;
}

/** What buying coins by card and reconciling it with the payment vendor needs. */
export type PurchasePorts = Pick<
  WalletPorts,
  'db' | 'ledger' | 'payments' | 'eligibility' | 'freeRounds' | 'config'
>;

/** What crediting crypto deposits needs: the chain it watches, and the purchase gates and ledger. */
export type DepositPorts = Pick<WalletPorts, 'db' | 'ledger' | 'chain' | 'eligibility' | 'config'>;
