import type { IdentityVendor } from '../../adapters/identity/interface';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { SessionResolver } from '../../http/authenticate';

/** What the identity module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface IdentityPorts {
  /** Its own tables (verification sessions, webhook receipts, flags) and the event outbox. */
  db: Database;
  /** Who is signed in (the auth module's Sessions). */
  sessions: SessionResolver;
  /** The verification vendor (Veriff, or the sandbox a tester drives): sessions and signed webhooks. */
  identity: IdentityVendor;
  /** Where the vendor calls back, and the minimum age by state an approval is checked against. */
  config: Pick<Config, 'appUrl' | 'IDENTITY_MIN_AGE_BY_STATE'>;
}
