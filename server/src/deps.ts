import type { Captcha } from './adapters/captcha/captcha';
import type { Geolocation } from './adapters/geolocation/interface';
import type { IdentityVendor } from './adapters/identity/interface';
import type { Mailer } from './adapters/mail/mailer';
import type { SmsSender } from './adapters/sms/sms';
import type { Config } from './config';
import type { Database, PreparedQuery, TryLeadership } from './db/database';
import type { RateLimiter } from './http/rate-limiter';
import type { Ledger } from './ledger/ledger';
import type { Sessions, TwoFactorSecrets } from './modules/auth';
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
  /** Whether a player may play, purchase, claim or redeem (location, responsible play, identity). */
  eligibility: Eligibility;
}
