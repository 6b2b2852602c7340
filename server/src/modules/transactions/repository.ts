import type { Coin, TransactionName } from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { transactionNameSql } from './kind-groups';

type Executor = Database | Trx;

/** A transfer as the player's lists show it: `amount` is its net effect on the player's accounts. */
export interface TransferRow {
  id: bigint;
  kind: string;
  coin: Coin;
  amount: bigint;
  reference_type: string | null;
  reference_id: string | null;
  created_at: Date;
}

/** One entry on one of the player's accounts, with its transfer's columns, for the CSV. */
export interface EntryRow {
  transfer_id: bigint;
  account_id: bigint;
  amount: bigint;
  balance_after: bigint;
  kind: string;
  coin: Coin;
  reference_type: string | null;
  reference_id: string | null;
  created_at: Date;
}

const kindColumn = sql.ref<string>('t.kind');

/**
 * A page of the transfers touching `accounts` (the player's three), of one list, newest first, before
 * `cursor` (a transfer id). Read from ledger_entries' (account_id, transfer_id) index.
 */
export function transfersOf(
  db: Executor,
  accounts: bigint[],
  name: TransactionName,
  page: { cursor?: bigint; limit: number },
): Promise<TransferRow[]> {
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select([
      't.id',
      't.kind',
      't.coin',
      't.reference_type',
      't.reference_id',
      't.created_at',
      sql<bigint>`sum(e.amount)::bigint`.as('amount'),
    ])
    .where('e.account_id', 'in', accounts)
    .where(sql<boolean>`${transactionNameSql(kindColumn)} = ${name}`);
  if (page.cursor !== undefined) query = query.where('e.transfer_id', '<', page.cursor);
  return query.groupBy('t.id').orderBy('t.id', 'desc').limit(page.limit).execute();
}

/** One transfer and its entries on `accounts`; none when it did not touch them. */
export async function transferOf(db: Executor, accounts: bigint[], id: bigint) {
  const entries = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select([
      't.kind',
      't.coin',
      't.reference_type',
      't.reference_id',
      't.created_at',
      'e.account_id',
      'e.amount',
      'e.balance_after',
    ])
    .where('e.transfer_id', '=', id)
    .where('e.account_id', 'in', accounts)
    .orderBy('e.account_id')
    .execute();
  return entries;
}

/**
 * The next `limit` entries on `accounts` after (transfer, account), oldest first: an account's entries in
 * transfer-id order are the order they were applied (migration 10), so balances replay in it.
 */
export function entriesAfter(
  trx: Trx,
  accounts: bigint[],
  after: { transferId: bigint; accountId: bigint },
  limit: number,
): Promise<EntryRow[]> {
  return trx
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select([
      'e.transfer_id',
      'e.account_id',
      'e.amount',
      'e.balance_after',
      't.kind',
      't.coin',
      't.reference_type',
      't.reference_id',
      't.created_at',
    ])
    .where('e.account_id', 'in', accounts)
    .where(sql<boolean>`(e.transfer_id, e.account_id) > (${after.transferId}, ${after.accountId})`)
    .orderBy('e.transfer_id')
    .orderBy('e.account_id')
    .limit(limit)
    .execute();
}
