import type { Database } from '../../db/database';
import type { SessionResolver } from '../../http/authenticate';
import type { Ledger } from '../../ledger/ledger';

/** What the tips module needs from outside itself. */
export interface TipsPorts {
  /** Its own table (`chat_tips`), the chat's rooms and messages, the event outbox. */
  db: Database;
  /** Moves each tip's Gold Coins and reads the balances it announces. */
  ledger: Ledger;
  sessions: SessionResolver;
}
