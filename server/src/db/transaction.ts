import type { Transaction } from 'kysely';
import type { Database } from './database';
import { isRetryable } from './failures';
import type { DB } from './schema';

export type Trx = Transaction<DB>;

const MAX_ATTEMPTS = 5;

/** Runs `work` in a transaction, retrying it whole on serialization failure or deadlock. */
export async function inTransaction<T>(db: Database, work: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
