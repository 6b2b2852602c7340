import type { AchVendor } from './adapters/ach/interface';
import type { Captcha } from './adapters/captcha/captcha';
import type { ChainVendor } from './adapters/chain/interface';
import type { Geolocation } from './adapters/geolocation/interface';
import type { GiftCardVendor } from './adapters/gift-cards/interface';
import type { IdentityVendor } from './adapters/identity/interface';
import type { Mailer } from './adapters/mail/mailer';
import type { PaymentVendor } from './adapters/payments/interface';
import type { SmsSender } from './adapters/sms/sms';
import type { Config } from './config';
import type { Database, PreparedQuery, TryLeadership } from './db/database';
import type { RateLimiter } from './http/rate-limiter';
import type { Ledger } from './ledger/ledger';
import type { Sessions, TwoFactorSecrets } from './modules/auth';
import type { ReloadBasis } from './modules/bonuses/ports';
import type { Eligibility } from './modules/eligibility';
import type { RealtimeHub } from './realtime/hub';

/** Everything a module needs from outside itself; tests build the same object with their own parts. */
export interface Deps {
  config: Config;
  db: Database;
  prepared: PreparedQuery;
  tryLeadership: TryLeadership;
  ledger: Ledger;
  sessions: Sessions;
  twoFactor: TwoFactorSecrets;
  captcha: Captcha;
  mailer: Mailer;
  sms: SmsSender;
  identity: IdentityVendor;
  rateLimiter: RateLimiter;
  /** Failed password and code checks: in Redis when configured, else in the database (never in memory). */
  failedAttempts: RateLimiter;
  hub: RealtimeHub;
  geolocation: Geolocation;
  /** The payment vendor's hosted checkout (the sandbox, or Paysafe). */
  payments: PaymentVendor;
  /** Who watches crypto deposit addresses (the sandbox chain), or null when none is configured. */
  chain: ChainVendor | null;
  /** The ACH vendor for bank transfers (the sandbox); null with live vendors, where none is built yet. */
  ach: AchVendor | null;
  /** The gift-card vendor prizes are paid in (the sandbox); null with live vendors, where none is built yet. */
  giftCards: GiftCardVendor | null;
  /** Whether a player may play, purchase, claim or redeem (location, responsible play, identity). */
  eligibility: Eligibility;
  /** The purchases a reload pays a share of (the purchases module; none until it is wired). */
  reloadBasis: ReloadBasis;
}
