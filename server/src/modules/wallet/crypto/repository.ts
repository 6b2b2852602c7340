import { type Selectable, sql } from 'kysely';
import type { ChainDeposit } from '../../../adapters/chain/interface';
import type { Database } from '../../../db/database';
import type { CryptoDepositStatus, CryptoDepositsTable } from '../../../db/schema';
import type { Trx } from '../../../db/transaction';

type Executor = Database | Trx;
export type CryptoDepositRow = Selectable<CryptoDepositsTable>;

/** The player's stored deposit address for this currency, if they were given one. */
export function storedAddress(executor: Executor, userId: bigint, currency: string) {
  return executor
    .selectFrom('crypto_deposit_addresses')
    .select(['address', 'tag'])
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .executeTakeFirst();
}

/** Keeps the first address a player was given; a concurrent request's insert loses and reads it. */
export function storeAddress(
  executor: Executor,
  row: { user_id: bigint; currency: string; address: string; tag: string | null },
) {
  return executor
    .insertInto('crypto_deposit_addresses')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'currency']).doNothing())
    .execute();
}

/** Who owns this address on this network (with its tag on chains that share addresses). */
export function addressOwner(executor: Executor, currency: string, address: string, tag: string | null) {
  return executor
    .selectFrom('crypto_deposit_addresses')
    .select('user_id')
    .where('currency', '=', currency)
    .where('address', '=', address)
    .where(sql<boolean>`coalesce(tag, '') = ${tag ?? ''}`)
    .executeTakeFirst();
}

/** Who owns this address on any network: a deposit sent on another one is theirs, but not creditable. */
export function addressOwnerOnAnyNetwork(executor: Executor, address: string) {
  return executor
    .selectFrom('crypto_deposit_addresses')
    .select('user_id')
    .where('address', '=', address)
    .limit(1)
    .executeTakeFirst();
}

/** Records a transaction the chain showed, once per hash; then locks its row for this transaction. */
export async function lockDeposit(
  trx: Trx,
  seen: ChainDeposit,
  owner: bigint | null,
): Promise<CryptoDepositRow> {
  await trx
    .insertInto('crypto_deposits')
    .values({
      tx_hash: seen.txHash,
      currency: seen.currency,
      user_id: owner,
      address: seen.address,
      tag: seen.tag,
      amount: seen.amount,
    })
    .onConflict((oc) => oc.column('tx_hash').doNothing())
    .execute();
  return trx
    .selectFrom('crypto_deposits')
    .selectAll()
    .where('tx_hash', '=', seen.txHash)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Moves a deposit that is not settled yet; a settled one never moves again. */
export function recordDeposit(
  trx: Trx,
  id: bigint,
  change: {
    status: CryptoDepositStatus;
    confirmations: number;
    usdCents?: bigint | null;
    note?: string | null;
    credited?: { gc: bigint; sc: bigint };
  },
) {
  return trx
    .updateTable('crypto_deposits')
    .set({
      status: change.status,
      confirmations: change.confirmations,
      updated_at: sql`now()`,
      ...(change.usdCents !== undefined ? { usd_cents: change.usdCents } : {}),
      ...(change.note !== undefined ? { note: change.note } : {}),
      ...(change.credited
        ? { credited_gc: change.credited.gc, credited_sc: change.credited.sc, credited_at: sql`now()` }
        : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'confirming'])
    .execute();
}

/** Hashes of deposits already settled (credited or refused), which the watcher need not look at again. */
export async function settledHashes(executor: Executor, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await executor
    .selectFrom('crypto_deposits')
    .select('tx_hash')
    .where('tx_hash', 'in', hashes)
    .where('status', 'not in', ['pending', 'confirming'])
    .execute();
  return new Set(rows.map((r) => r.tx_hash));
}

/** The player's latest deposits, newest first. */
export function playerDeposits(executor: Executor, userId: bigint, limit: number) {
  return executor
    .selectFrom('crypto_deposits')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Open deposits the watcher asks the chain about again, oldest first. */
export function openDeposits(executor: Executor, limit: number) {
  return executor
    .selectFrom('crypto_deposits')
    .select('tx_hash')
    .where('status', 'in', ['pending', 'confirming'])
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** USD cents of the player's credited crypto deposits since `since` (purchase limits count them). */
export async function cryptoCentsSince(executor: Executor, userId: bigint, since: Date): Promise<bigint> {
  const row = await executor
    .selectFrom('crypto_deposits')
    .select(sql<bigint>`coalesce(sum(usd_cents), 0)::bigint`.as('cents'))
    .where('user_id', '=', userId)
    .where('status', '=', 'credited')
    .where('credited_at', '>=', since)
    .executeTakeFirstOrThrow();
  return row.cents;
}
