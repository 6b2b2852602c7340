import { sql } from 'kysely';
import type { Database } from '../database';
import {
  type Column,
  columnsOf,
  foreignKeysOf,
  MIGRATIONS_TABLE,
  partitionsOf,
  quoteIdent,
  sequencesOf,
  tablesOf,
  tablesWithTriggers,
  useStableText,
} from './catalog';

/** Rows read from the source and written to the target at a time: one round trip each way per batch. */
const BATCH_ROWS = 2_000;

/** Told after each batch and at the end of each table: how many of its rows have been copied so far. */
export type CopyProgress = (table: string, rowsCopied: number, tableDone: boolean) => void;

/**
 * Copies every row of `source` into `target`, whose schema is the same (both migrated to one version),
 * replacing whatever the target held (its migrations' seed rows: the system accounts, bundles, games).
 * All of it is one transaction on the target, so a copy that fails leaves the target as it was, and one
 * read-only snapshot of the source. Values cross as their text and are read back as their column's type,
 * so every type arrives exactly. Each sequence is set where the source's stands, past every copied id.
 */
export async function copyTables(source: Database, target: Database, progress?: CopyProgress): Promise<void> {
  await source.transaction().execute(async (src) => {
    await sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`.execute(src);
    await useStableText(src);
    await target.transaction().execute(async (trx) => {
      await useStableText(trx);
      const tables = await sameTables(src, trx);
      await addMissingPartitions(src, trx);
      await withRulesOff(trx, async () => {
        if (tables.length) await sql.raw(`TRUNCATE ${tables.map(quoteIdent).join(', ')}`).execute(trx);
        for (const table of tables) await copyTable(src, trx, table, progress);
      });
      for (const sequence of await sequencesOf(src))
        await sql`SELECT setval(${quoteIdent(sequence.name)}, ${sequence.lastValue}::bigint, ${sequence.isCalled})`.execute(
          trx,
        );
    });
  });
}

/** The tables to copy: the target's, which must be the source's too. */
async function sameTables(src: Database, trx: Database): Promise<string[]> {
  const tables = (await tablesOf(trx)).filter((t) => t !== MIGRATIONS_TABLE);
  const sourceTables = (await tablesOf(src)).filter((t) => t !== MIGRATIONS_TABLE);
  const onlyTarget = tables.filter((t) => !sourceTables.includes(t));
  const onlySource = sourceTables.filter((t) => !tables.includes(t));
  if (onlyTarget.length || onlySource.length)
    throw new Error(
      `The schemas differ: only the target has ${onlyTarget.join(', ') || 'nothing more'}, ` +
        `only the source has ${onlySource.join(', ') || 'nothing more'}`,
    );
  return tables;
}

/**
 * The source's partitions that the target's migrations did not make (made later, as time went on): a
 * partitioned table is copied through its parent, which needs a partition for every row. A ledger
 * partition gets the guard the upkeep gives its months (guard_ledger_partition).
 */
async function addMissingPartitions(src: Database, trx: Database): Promise<void> {
  const present = new Set((await partitionsOf(trx)).map((p) => p.name));
  for (const partition of await partitionsOf(src)) {
    if (present.has(partition.name)) continue;
    await sql
      .raw(
        `CREATE TABLE ${quoteIdent(partition.name)} PARTITION OF ${quoteIdent(partition.parent)} ${partition.bound}`,
      )
      .execute(trx);
    if (partition.parent === 'ledger_entries')
      await sql`SELECT guard_ledger_partition(${partition.name})`.execute(trx);
  }
}

/**
 * Runs `work` (emptying the target, then the copy) with the target's foreign keys and its own triggers
 * off, and puts them back in the same transaction. Dependency-safe as pg_restore is: the foreign keys are
 * created again after the copy, which checks every row against them (users and identity_verifications
 * refer to each other, so no table order alone would do). Our triggers: the ledger's and the audit log's
 * refuse UPDATE, DELETE and TRUNCATE (so the TRUNCATE of the target's seed rows needs them off) and do
 * nothing on INSERT; any trigger that derives or alters rows on INSERT must not run either, since the
 * copy brings the rows it made in the source as they are. ALTER TABLE … DISABLE TRIGGER USER is allowed
 * to the tables' owner; session_replication_role = replica would need a superuser, which managed
 * PostgreSQL services seldom give.
 */
async function withRulesOff(trx: Database, work: () => Promise<void>): Promise<void> {
  const foreignKeys = await foreignKeysOf(trx);
  const triggered = await tablesWithTriggers(trx);
  for (const fk of foreignKeys)
    await sql.raw(`ALTER TABLE ${quoteIdent(fk.table)} DROP CONSTRAINT ${quoteIdent(fk.name)}`).execute(trx);
  for (const table of triggered)
    await sql.raw(`ALTER TABLE ${quoteIdent(table)} DISABLE TRIGGER USER`).execute(trx);
  await work();
  for (const table of triggered)
    await sql.raw(`ALTER TABLE ${quoteIdent(table)} ENABLE TRIGGER USER`).execute(trx);
  for (const fk of foreignKeys)
    await sql
      .raw(`ALTER TABLE ${quoteIdent(fk.table)} ADD CONSTRAINT ${quoteIdent(fk.name)} ${fk.definition}`)
      .execute(trx);
}

async function copyTable(
  src: Database,
  trx: Database,
  table: string,
  progress?: CopyProgress,
): Promise<void> {
  const columns = (await columnsOf(trx, table)).filter((c) => !c.generated);
  const sourceColumns = new Set((await columnsOf(src, table)).map((c) => c.name));
  const absent = columns.filter((c) => !sourceColumns.has(c.name));
  if (absent.length)
    throw new Error(
      `The schemas differ: the source's ${table} has no ${absent.map((c) => c.name).join(', ')}`,
    );
  const read = columns.map((c, i) => `${quoteIdent(c.name)}::text AS c${i}`).join(', ');
  await sql
    .raw(`DECLARE export_rows NO SCROLL CURSOR FOR SELECT ${read} FROM ${quoteIdent(table)}`)
    .execute(src);
  let copied = 0;
  for (;;) {
    const { rows } = await sql
      .raw<Record<string, string | null>>(`FETCH ${BATCH_ROWS} FROM export_rows`)
      .execute(src);
    if (rows.length === 0) break;
    await insertBatch(trx, table, columns, rows);
    copied += rows.length;
    progress?.(table, copied, false);
  }
  await sql.raw('CLOSE export_rows').execute(src);
  progress?.(table, copied, true);
}

/** One INSERT of a batch: a text array per column, unnested side by side and read as the columns' types. */
async function insertBatch(
  trx: Database,
  table: string,
  columns: Column[],
  rows: Record<string, string | null>[],
) {
  const names = columns.map((c) => quoteIdent(c.name)).join(', ');
  const overriding = columns.some((c) => c.alwaysIdentity) ? 'OVERRIDING SYSTEM VALUE ' : '';
  const typed = columns.map((c, i) => `u.c${i}::${c.type}`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`).join(', ');
  const arrays = columns.map((_, i) => rows.map((row) => row[`c${i}`] ?? null));
  await sql`INSERT INTO ${sql.raw(quoteIdent(table))} (${sql.raw(names)}) ${sql.raw(overriding)}
    SELECT ${sql.raw(typed)} FROM unnest(${sql.join(arrays.map((a) => sql`${a}::text[]`))}) AS u(${sql.raw(aliases)})`.execute(
    trx,
  );
}
