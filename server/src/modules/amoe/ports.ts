import type { Mailer } from '../../adapters/mail/mailer';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { SessionResolver } from '../../http/authenticate';
import type { RateLimiter } from '../../http/rate-limiter';
import type { Ledger } from '../../ledger/ledger';

/** What the free-entry module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface AmoePorts {
  /** Its own tables (requests, their timeline), the audit log, stored answers and the event outbox. */
  db: Database;
  /** Credits a valid card's SC from the promotions account, and reads the balance announced after. */
  ledger: Ledger;
  /** Who is signed in (the auth module's Sessions); staff's guard reads it too. */
  sessions: SessionResolver;
  /** Caps the codes a player is granted a day: Redis when configured, else memory. */
  rateLimiter: RateLimiter;
  /** Mails the player where their request stands. */
  mailer: Mailer;
  /** The SC a card earns, the mailing address, the per-state rules, and the app's URL for the mail's link. */
  config: Pick<Config, 'appUrl' | 'STATE_RULES' | 'AMOE_SC_PER_REQUEST' | 'AMOE_MAILING_ADDRESS'>;
}
