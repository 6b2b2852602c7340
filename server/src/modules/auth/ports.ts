import type { Captcha } from '../../adapters/captcha/captcha';
import type { Mailer } from '../../adapters/mail/mailer';
import type { SmsSender } from '../../adapters/sms/sms';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { RateLimiter } from '../../http/rate-limiter';
import type { Ledger } from '../../ledger/ledger';
import type { RealtimeHub } from '../../realtime/hub';
import type { Sessions } from './sessions';
import type { TwoFactorSecrets } from './two-factor-secrets';

/** What the auth module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface AuthPorts {
  /** Players, sessions, one-time tokens and codes, and the outboxes mail and SMS go through. */
  db: Database;
  /** Opens a new player's accounts and grants the sign-up bonus; reads the balance `me` shows. */
  ledger: Ledger;
  /** Starts, lists and revokes sessions (built by app.ts, shared as every module's SessionResolver). */
  sessions: Sessions;
  /** Seals and opens authenticator secrets. */
  twoFactor: TwoFactorSecrets;
  /** The captcha sign-up, sign-in and the forgotten-password form solve. */
  captcha: Captcha;
  /** Verification and password-reset links. */
  mailer: Mailer;
  /** Phone verification and new-device sign-in codes. */
  sms: SmsSender;
  /** Caps sign-up, sign-in and recovery calls per address, and verification mails per player. */
  rateLimiter: RateLimiter;
  /** Failed password and code checks: in Redis when configured, else in the database (never in memory). */
  failedAttempts: RateLimiter;
  /** Closes the sockets of sessions signed out (logout, password change or reset, deletion). */
  hub: Pick<RealtimeHub, 'disconnectSessions' | 'disconnectUser'>;
  /** Lock-out, rate, restore and sign-up settings, the per-state rules, and the app's URL for links. */
  config: Pick<
    Config,
    | 'appUrl'
    | 'ACCOUNT_RESTORE_DAYS'
    | 'AUTH_RATE_LIMIT_PER_MINUTE'
    | 'LOGIN_LOCKOUT_SECONDS'
    | 'LOGIN_MAX_ATTEMPTS'
    | 'SIGNUP_BONUS_GC'
    | 'SIGNUP_BONUS_SC'
    | 'STATE_RULES'
  >;
}
