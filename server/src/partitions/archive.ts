import { basename, join } from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { partitionsOf } from '../db/export/catalog';
import type { Trx } from '../db/transaction';
import { readArchiveFile, writeArchiveFile } from './archive-file';
import { addMonths, monthLabel, monthStart, type PartitionedTable } from './months';

/**
 * Months that stay in the live tables: the current one and the twelve before it. A player's history, the
 * statistics and a year of play (the tax year a redemption's W-2G falls in, a card's 120-day chargeback
 * window) read them; anything older is read from its archive file.
 */
export const KEEP_MONTHS = 13;

/** Why a month was not archived, in words an operator acts on. Nothing was dropped. */
export class ArchiveRefused extends Error {}

/** The order rows are written in, which is also each table's primary key less its month. */
const ORDER_KEY: Record<PartitionedTable, readonly string[]> = {
  bets: ['id'],
  ledger_entries: ['transfer_id', 'account_id'],
};

const MONTH_PARTITION = /^(bets|ledger_entries)_y(\d{4})m(\d{2})$/;

export interface MonthPartition {
  table: PartitionedTable;
  name: string;
  month: Date;
}

/** The month partitions still in the database, oldest month first (the DEFAULT partitions are not months). */
export async function livePartitions(db: Database): Promise<MonthPartition[]> {
  const partitions: MonthPartition[] = [];
  for (const { name } of await partitionsOf(db)) {
    const match = MONTH_PARTITION.exec(name);
    if (!match) continue;
    const month = new Date(Date.UTC(Number(match[2]), Number(match[3]) - 1, 1));
    partitions.push({ table: match[1] as PartitionedTable, name, month });
  }
  return partitions.sort((a, b) => a.month.getTime() - b.month.getTime() || a.name.localeCompare(b.name));
}

export interface ArchivedMonth {
  table: PartitionedTable;
  month: string;
  rows: number;
  file: string;
  digest: string;
}

/** The latest month that may be archived on `now`'s day. */
export function latestArchivableMonth(now: Date): Date {
  return addMonths(monthStart(now), -KEEP_MONTHS);
}

/**
 * Archives every month still in the database up to and including `through`, oldest first, each table's
 * month on its own: the rows to `dir/<partition>.jsonl.gz` (read back and compared before anything is
 * dropped), then in one transaction the month's record in archived_partitions, for the ledger each
 * account's archived balance (ledger_archived_balances, from which its live chain goes on), and the
 * partition detached and dropped. No row is deleted, so the ledger's append-only triggers never fire. A
 * month refused stops the run; the months before it stay archived.
 */
export async function archiveMonths(
  db: Database,
  options: { through: Date; dir: string; now?: Date },
): Promise<ArchivedMonth[]> {
  const latest = latestArchivableMonth(options.now ?? new Date());
  if (options.through > latest)
    throw new ArchiveRefused(
      `The last ${KEEP_MONTHS} months stay in the database: the latest month that may be archived is ${monthLabel(latest)}.`,
    );
  const due = (await livePartitions(db)).filter((partition) => partition.month <= options.through);
  const archived: ArchivedMonth[] = [];
  for (const partition of due) archived.push(await archivePartition(db, partition, options.dir));
  return archived;
}

async function archivePartition(
  db: Database,
  partition: MonthPartition,
  dir: string,
): Promise<ArchivedMonth> {
  const { table, name } = partition;
  if (table === 'ledger_entries') await refuseSplitLedger(db, name);
  const file = join(dir, `${name}.jsonl.gz`);
  const written = await writeArchiveFile(db, name, ORDER_KEY[table], file);
  const reread = await readArchiveFile(file);
  if (reread.rows !== written.rows || reread.digest !== written.digest)
    throw new ArchiveRefused(`${file} does not read back as it was written; ${name} was kept.`);
  await db.transaction().execute(async (trx) => {
    // Detaching takes a lock on the whole table that plays queue behind: give up rather than wait long.
    await sql`SET LOCAL lock_timeout = '5s'`.execute(trx);
    // Nothing writes to a month this old; if anything had, the file would be short of it.
    await sql`LOCK TABLE ${sql.table(name)} IN SHARE MODE`.execute(trx);
    const { rows } = await sql<{ count: string }>`
      SELECT count(*)::text AS count FROM ${sql.table(name)}`.execute(trx);
    if (Number(rows[0]?.count) !== written.rows)
      throw new ArchiveRefused(`${name} changed while it was written to ${file}; it was kept.`);
    let amountSum: bigint | null = null;
    if (table === 'ledger_entries') amountSum = await carryArchivedBalances(trx, name);
    await sql`
      INSERT INTO archived_partitions (table_name, month, row_count, amount_sum, digest, file)
      VALUES (${table}, ${`${monthLabel(partition.month)}-01`}, ${written.rows}, ${amountSum}, ${written.digest},
              ${basename(file)})`.execute(trx);
    await sql`ALTER TABLE ${sql.table(table)} DETACH PARTITION ${sql.table(name)}`.execute(trx);
    await sql`DROP TABLE ${sql.table(name)}`.execute(trx);
  });
  return { table, month: monthLabel(partition.month), rows: written.rows, file, digest: written.digest };
}

/**
 * A ledger month is archived whole only if nothing in it belongs with what stays: an account's chain must
 * end in it before its live entries begin (the live chain then starts from the archived balance), and
 * every transfer in it must be in it whole. Entries are stamped so that both hold (ledger_post.sql); a
 * row moved by hand, or left in the DEFAULT partition from an older month, would break them.
 */
async function refuseSplitLedger(db: Database, partition: string): Promise<void> {
  const accounts = await sql<{ account_id: bigint }>`
    SELECT a.account_id FROM (
      SELECT account_id, max(transfer_id) AS last FROM ${sql.table(partition)} GROUP BY account_id) a
     WHERE EXISTS (SELECT 1 FROM ledger_entries l
                    WHERE l.account_id = a.account_id AND l.transfer_id < a.last
                      AND l.tableoid <> ${partition}::regclass)
     LIMIT 5`.execute(db);
  if (accounts.rows.length > 0)
    throw new ArchiveRefused(
      `${partition} was kept: accounts ${accounts.rows.map((r) => r.account_id).join(', ')} have earlier entries outside it (archive the older month or the DEFAULT partition's rows first).`,
    );
  const transfers = await sql<{ transfer_id: bigint }>`
    SELECT transfer_id FROM ${sql.table(partition)} GROUP BY transfer_id HAVING sum(amount) <> 0
     LIMIT 5`.execute(db);
  if (transfers.rows.length > 0)
    throw new ArchiveRefused(
      `${partition} was kept: transfers ${transfers.rows.map((r) => r.transfer_id).join(', ')} have entries outside it.`,
    );
}

/**
 * Adds a ledger month to each account's archived balance: its last archived entry's balance and transfer,
 * and the archived entries' count and sum. Answers the month's sum of amounts, which is zero as every
 * transfer in it is whole.
 */
async function carryArchivedBalances(trx: Trx, partition: string): Promise<bigint> {
  await sql`
    INSERT INTO ledger_archived_balances AS z (account_id, balance_after, last_transfer_id, entries, amount_sum)
    SELECT DISTINCT ON (account_id) account_id, balance_after, transfer_id,
           count(*) OVER (PARTITION BY account_id), sum(amount) OVER (PARTITION BY account_id)
      FROM ${sql.table(partition)}
     ORDER BY account_id, transfer_id DESC
    ON CONFLICT (account_id) DO UPDATE
       SET balance_after = excluded.balance_after, last_transfer_id = excluded.last_transfer_id,
           entries = z.entries + excluded.entries, amount_sum = z.amount_sum + excluded.amount_sum`.execute(
    trx,
  );
  const { rows } = await sql<{ total: bigint }>`
    SELECT coalesce(sum(amount), 0)::bigint AS total FROM ${sql.table(partition)}`.execute(trx);
  return rows[0]?.total ?? 0n;
}

/** What the database recorded of an archive file, by the file's name; null when it recorded none. */
export async function archivedRecord(
  db: Database,
  file: string,
): Promise<{ rows: number; digest: string } | null> {
  const { rows } = await sql<{ row_count: string; digest: string }>`
    SELECT row_count::text, digest FROM archived_partitions WHERE file = ${basename(file)}`.execute(db);
  const row = rows[0];
  return row ? { rows: Number(row.row_count), digest: row.digest } : null;
}
