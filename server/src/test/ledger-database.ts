import { afterAll, beforeAll } from 'vitest';
import type { Database, DatabaseHandle } from '../db/database';
import { Ledger } from '../ledger/ledger';
import { createTestDatabase } from './database';

/** The database and ledger of a suite that works below the HTTP API. */
export interface LedgerDatabase {
  readonly db: Database;
  readonly ledger: Ledger;
}

/**
 * A fresh test database with the ledger loaded on it, opened before the calling suite's tests and
 * closed after them (call it at the top of a file or of a `describe`).
 */
export function ledgerDatabaseForSuite(): LedgerDatabase {
  let handle: DatabaseHandle | undefined;
  let ledger: Ledger | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    ledger = await Ledger.load(handle.db);
  });
  afterAll(() => handle?.close());
  const opened = () => {
    if (!handle || !ledger) throw new Error('the ledger database opens before the suite’s tests');
    return { db: handle.db, ledger };
  };
  return {
    get db() {
      return opened().db;
    },
    get ledger() {
      return opened().ledger;
    },
  };
}
