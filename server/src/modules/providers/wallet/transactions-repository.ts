import type { Trx } from '../../../db/transaction';
import {
  fingerprint,
  type ProviderCall,
  type ProviderCallKind,
  readAnswer,
  storedAnswer,
  type WalletAnswer,
} from './calls';

/**
 * `provider_transactions` (migration 34): each provider transaction id, once ever per provider, with the
 * answer it got. Records are never deleted: they are the audit trail, and a provider may retry a call
 * long after (Pragmatic Play for up to 24 hours) and must get the first answer.
 */

export interface RecordedTransaction {
  id: bigint;
  kind: ProviderCallKind;
  userId: bigint;
  roundId: bigint | null;
  amount: bigint;
  state: 'applied' | 'rolled_back';
  /** Null for a bet only a rollback has named so far. */
  fingerprint: string | null;
  answer: WalletAnswer | null;
}

/**
 * The call's transaction id: new (`first`), held by a rollback that came before the bet (`heldByRollback`),
 * or seen before, with its first answer or `duplicate` when the fields differ.
 */
export type Seen =
  | { first: true; id: bigint }
  | { first: false; heldByRollback: bigint }
  | { first: false; answer: WalletAnswer | 'duplicate' };

/**
 * Claims the call's transaction id. A concurrent claim of the same id waits on the unique index until the
 * first commits (or rolls back, and then this one claims it), so a transaction applies once.
 */
export async function claim(trx: Trx, kind: ProviderCallKind, call: ProviderCall): Promise<Seen> {
  const print = fingerprint(kind, call);
  const inserted = await trx
    .insertInto('provider_transactions')
    .values({ ...row(kind, call), fingerprint: print, state: 'applied' })
    .onConflict((oc) => oc.columns(['provider', 'transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { first: true, id: inserted.id };
  const seen = await find(trx, call.provider, call.transactionId, true);
  if (!seen) throw new Error(`provider wallet: transaction ${call.transactionId} vanished`);
  if (seen.fingerprint === null && kind === 'bet') return { first: false, heldByRollback: seen.id };
  if (seen.fingerprint === print && seen.answer) return { first: false, answer: seen.answer };
  return { first: false, answer: 'duplicate' };
}

/**
 * Holds a bet's transaction id for its rollback: takes the id if the bet was never seen (recorded as
 * rolled back, with no fingerprint, so the late bet never applies: `null` is answered) or locks the bet.
 */
export async function holdBet(
  trx: Trx,
  call: ProviderCall,
  betTransactionId: string,
): Promise<RecordedTransaction | null> {
  const placeholder = await trx
    .insertInto('provider_transactions')
    .values({ ...row('bet', call), transaction_id: betTransactionId, state: 'rolled_back', amount: 0n })
    .onConflict((oc) => oc.columns(['provider', 'transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (placeholder) return null;
  return (await find(trx, call.provider, betTransactionId, true)) ?? null;
}

/** A recorded transaction, locked when `lock`. */
export async function find(
  trx: Trx,
  provider: string,
  transactionId: string,
  lock: boolean,
): Promise<RecordedTransaction | undefined> {
  let query = trx
    .selectFrom('provider_transactions')
    .select(['id', 'kind', 'user_id', 'round_id', 'amount', 'state', 'fingerprint', 'answer'])
    .where('provider', '=', provider)
    .where('transaction_id', '=', transactionId);
  if (lock) query = query.forUpdate();
  const found = await query.executeTakeFirst();
  if (!found) return undefined;
  return {
    id: found.id,
    kind: found.kind,
    userId: found.user_id,
    roundId: found.round_id,
    amount: found.amount,
    state: found.state,
    fingerprint: found.fingerprint,
    answer: found.answer === null ? null : readAnswer(found.answer),
  };
}

/** Writes what a transaction came to: its answer, its round, and its state. */
export async function settle(
  trx: Trx,
  id: bigint,
  outcome: { answer: WalletAnswer; roundId?: bigint | null; state?: 'applied' | 'rolled_back' },
): Promise<void> {
  await trx
    .updateTable('provider_transactions')
    .set({
      answer: storedAnswer(outcome.answer),
      ...(outcome.roundId !== undefined ? { round_id: outcome.roundId } : {}),
      ...(outcome.state ? { state: outcome.state } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * A bet arriving after its rollback: its details fill the record the rollback held, which then answers
 * every retry of it with `transaction_rolled_back`.
 */
export async function recordLateBet(trx: Trx, id: bigint, call: ProviderCall, answer: WalletAnswer) {
  await trx
    .updateTable('provider_transactions')
    .set({ amount: call.amount, fingerprint: fingerprint('bet', call), answer: storedAnswer(answer) })
    .where('id', '=', id)
    .execute();
}

/** Marks an applied bet rolled back. */
export async function markRolledBack(trx: Trx, id: bigint): Promise<void> {
  await trx.updateTable('provider_transactions').set({ state: 'rolled_back' }).where('id', '=', id).execute();
}

function row(kind: ProviderCallKind, call: ProviderCall) {
  return {
    provider: call.provider,
    transaction_id: call.transactionId,
    kind,
    user_id: call.userId,
    coin: call.coin,
    // What moved: a free round's bet moves nothing (its stated amount is in the fingerprint).
    amount: call.isFree ? 0n : call.amount,
    reference_transaction_id: call.referenceTransactionId ?? null,
  };
}
