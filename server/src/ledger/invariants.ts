import { sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * What must hold of the ledger after any run, however it ended, and of any copy of it (db:export, a
 * restored backup): the balances of each coin sum to zero, every transfer's entries sum to zero in the
 * transfer's own coin, and every account's entries, read in transfer-id order, replay to its balance (each
 * entry's balance_after is the previous one plus its amount; the last is the account's balance).
 * An archived month's entries are gone from the table (server/src/partitions): an account's chain then
 * starts from its archived balance (ledger_archived_balances), which is itself the sum of the archived
 * amounts, as every chain starts at zero. Answers what breaks (empty when all hold).
 */
export async function ledgerInvariantBreaks(db: Database): Promise<string[]> {
  const breaks: string[] = [];
  const sums = await sql<{ coin: string; total: bigint }>`
    SELECT coin, sum(balance)::bigint AS total FROM ledger_accounts GROUP BY coin`.execute(db);
  for (const row of sums.rows) if (row.total !== 0n) breaks.push(`${row.coin} balances sum to ${row.total}`);
  const unbalanced = await sql<{ id: bigint; total: bigint; coins: string }>`
    SELECT t.id, sum(e.amount)::bigint AS total, string_agg(DISTINCT a.coin, ',') AS coins
      FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id
     GROUP BY t.id, t.coin
    HAVING sum(e.amount) <> 0 OR string_agg(DISTINCT a.coin, ',') <> t.coin
     LIMIT 20`.execute(db);
  for (const row of unbalanced.rows)
    breaks.push(`transfer ${row.id}: entries sum to ${row.total} in ${row.coins}`);
  const chain = await sql<{ account_id: bigint; transfer_id: bigint }>`
    SELECT account_id, transfer_id FROM (
      SELECT e.account_id, e.transfer_id, e.balance_after, e.amount,
             lag(e.balance_after, 1, coalesce(z.balance_after, 0::bigint))
               OVER (PARTITION BY e.account_id ORDER BY e.transfer_id) AS before
        FROM ledger_entries e LEFT JOIN ledger_archived_balances z ON z.account_id = e.account_id) e
     WHERE balance_after <> before + amount
     LIMIT 20`.execute(db);
  for (const row of chain.rows)
    breaks.push(`account ${row.account_id}: transfer ${row.transfer_id} does not follow the one before it`);
  const last = await sql<{ id: bigint }>`
    SELECT a.id FROM ledger_accounts a
      LEFT JOIN LATERAL (SELECT balance_after FROM ledger_entries e WHERE e.account_id = a.id
                           ORDER BY transfer_id DESC LIMIT 1) e ON true
      LEFT JOIN ledger_archived_balances z ON z.account_id = a.id
     WHERE a.balance <> coalesce(e.balance_after, z.balance_after, 0)
     LIMIT 20`.execute(db);
  for (const row of last.rows) breaks.push(`account ${row.id}: balance differs from its last entry`);
  const archived = await sql<{ account_id: bigint }>`
    SELECT account_id FROM ledger_archived_balances WHERE amount_sum <> balance_after LIMIT 20`.execute(db);
  for (const row of archived.rows)
    breaks.push(`account ${row.account_id}: archived amounts do not sum to its archived balance`);
  return breaks;
}
