import type { AchVendor } from '../../adapters/ach/interface';
import type { ChainVendor } from '../../adapters/chain/interface';
import type { GiftCardVendor } from '../../adapters/gift-cards/interface';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import type { SessionResolver } from '../../http/authenticate';
import type { Ledger } from '../../ledger/ledger';

/**
 * Whether a player may redeem where they are now (the eligibility module's gates): resolves, or throws
 * the refusal the player is shown.
 */
export interface RedeemGate {
  redeem(executor: Database | Trx, userId: bigint): Promise<void>;
}

/** The settings the redemptions read: minimums, promised hours, reconciliation and the crypto rates. */
export type RedemptionsConfig = Pick<
  Config,
  | 'appUrl'
  | 'REDEMPTION_MIN_BANK_SC'
  | 'REDEMPTION_MIN_GIFT_CARD_SC'
  | 'REDEMPTION_MIN_CRYPTO_SC'
  | 'REDEMPTION_REVIEW_HOURS'
  | 'REDEMPTION_PAYOUT_HOURS'
  | 'REDEMPTION_DUE_SOON_HOURS'
  | 'RECONCILE_AFTER_MS'
  | 'RECONCILE_EVERY_MS'
  | 'CRYPTO_USD_RATES'
  | 'CRYPTO_CONFIRMATIONS'
>;

/** What the redemptions module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface RedemptionsPorts {
  /** Its own tables (`redemptions`, their timeline), the payout jobs, the outbox and the audit log. */
  db: Database;
  /** Holds a request's coins, then pays them out or returns them. */
  ledger: Ledger;
  /** Who is signed in (the auth module's Sessions); staff calls go through the staff guard on it. */
  sessions: SessionResolver;
  /** Tells the player their request was paid, refused or cancelled. */
  mailer: Mailer;
  /** Refuses a request from where redemption is not allowed. */
  eligibility: RedeemGate;
  /** Pays bank redemptions; null where no ACH vendor is built (bank is then not offered). */
  ach: AchVendor | null;
  /** Issues gift cards; null where no vendor is built (gift cards are then not offered). */
  giftCards: GiftCardVendor | null;
  /** Sends crypto redemptions; null where no chain is configured (crypto is then not offered). */
  chain: ChainVendor | null;
  /** The few settings it reads. */
  config: RedemptionsConfig;
}
