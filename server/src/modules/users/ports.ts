import type { Database } from '../../db/database';
import type { SessionResolver } from '../../http/authenticate';
import type { Ledger } from '../../ledger/ledger';

/** What the users module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface UsersPorts {
  /** The player's row, and the event outbox a changed balance is announced on. */
  db: Database;
  /** The player's accounts, read for the balance `me` and `/api/user/balance` answer. */
  ledger: Ledger;
  /** Who is signed in (the auth module's Sessions). */
  sessions: SessionResolver;
}
