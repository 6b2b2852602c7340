import type { Transaction } from 'kysely';
import type { Database } from './database';
import { isRetryable } from './failures';
import type { DB } from './schema';

export type Trx = Transaction<DB>;

const MAX_ATTEMPTS = 5;

/** Runs `work` in a transaction, retrying it whole on serialization failure or deadlock. */
export function inTransaction<T>(db: Database, work: (trx: Trx) => Promise<T>): Promise<T> {
  return retrying(() => db.transaction().execute(work));
}

/**
 * Runs `work` (a transaction, or one statement that is its own transaction), again on serialization
 * failure or deadlock: each attempt either committed whole or wrote nothing. Work that answers its first
 * answer when run again after a commit (keyed once, ever) may say `when: isTransient`, to be run again
 * after a lost connection too.
 */
export async function retrying<T>(
  work: () => Promise<T>,
  when: (error: unknown) => boolean = isRetryable,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!when(error) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
