import { sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * Holds a ledger account's row lock in a transaction of its own, as a long transaction elsewhere would,
 * until `release` (which resolves once that transaction has ended). Real PostgreSQL only: PGlite runs one
 * statement at a time, so nothing else could run while the lock is held.
 */
export async function holdLedgerAccount(
  db: Database,
  accountId: bigint,
): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let taken!: () => void;
  const locked = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const holding = db.transaction().execute(async (trx) => {
    await sql`SELECT 1 FROM ledger_accounts WHERE id = ${accountId} FOR UPDATE`.execute(trx);
    taken();
    await released;
  });
  await Promise.race([locked, holding]);
  return {
    release: async () => {
      release();
      await holding;
    },
  };
}
