import type { Database } from '../db/database';
import { isConnectionLost } from '../db/failures';
import { inTransaction, type Trx } from '../db/transaction';
import { fieldError } from './errors';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key';

/** Who asks, with which idempotency key (see `idempotencyKey`). */
export interface RequestKey {
  userId: bigint;
  key: string;
}

/** What a coin-moving call did: its answer, and what to announce once it has committed. */
export interface Done<A> {
  answer: A;
  afterCommit?: () => void;
}

/** A lost connection leaves the commit unknown: look it up and run again this often at most. */
const MAX_ATTEMPTS = 3;

export const keyReusedText = 'This Idempotency-Key was used for another call.';

/**
 * Runs a call that moves coins once per key, in one transaction with its answer: the key is claimed
 * first (a concurrent request with the same key waits for this one to end), and the answer is stored
 * before the commit. The same key again, at once or later, from any instance, gets that answer and
 * does nothing; the same key for another `call` ('mines:start', 'crash:bet', ...) is refused. When the
 * connection dies and the commit is unknown, the key says whether it happened, and the call runs
 * again only if it did not. A refused call (any error) stores nothing: it changed nothing either.
 */
export async function runOnce<A>(
  db: Database,
  request: RequestKey,
  call: string,
  work: (trx: Trx) => Promise<Done<A>>,
): Promise<A> {
  for (let attempt = 1; ; attempt++) {
    let done: Done<A> | { earlier: A };
    try {
      done = await inTransaction(db, async (trx) => {
        const earlier = await claim<A>(trx, request, call);
        if (earlier) return earlier;
        const fresh = await work(trx);
        await trx
          .updateTable('idempotent_requests')
          .set({ response: JSON.stringify(fresh.answer) })
          .where('user_id', '=', request.userId)
          .where('key', '=', request.key)
          .execute();
        return fresh;
      });
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      const earlier = await answerOf<A>(db, request, call);
      if (earlier) return earlier.earlier;
      if (attempt >= MAX_ATTEMPTS) throw error;
      continue;
    }
    if ('earlier' in done) return done.earlier;
    done.afterCommit?.();
    return done.answer;
  }
}

/** Takes the key for this transaction; if an earlier request has it, that request's answer. */
async function claim<A>(trx: Trx, request: RequestKey, call: string): Promise<{ earlier: A } | null> {
  const claimed = await trx
    .insertInto('idempotent_requests')
    .values({ user_id: request.userId, key: request.key, call })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return null;
  return answerOf<A>(trx, request, call);
}

async function answerOf<A>(
  db: Database | Trx,
  request: RequestKey,
  call: string,
): Promise<{ earlier: A } | null> {
  const row = await db
    .selectFrom('idempotent_requests')
    .select(['call', 'response'])
    .where('user_id', '=', request.userId)
    .where('key', '=', request.key)
    .executeTakeFirst();
  if (!row) return null;
  if (row.call !== call) throw fieldError(IDEMPOTENCY_KEY_HEADER, keyReusedText);
  return { earlier: row.response as A };
}
