import { sql } from 'kysely';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import type { Database } from '../database';
import { migrationStatus } from '../migrate';
import {
  columnsOf,
  MIGRATIONS_TABLE,
  quoteIdent,
  type SequenceState,
  sequencesOf,
  tablesOf,
  useStableText,
} from './catalog';

/** One table's rows on each side: how many, and a checksum of their contents. */
export interface TableSummary {
  rows: bigint;
  checksum: string;
  /** Its columns as `name type`, sorted: two sides with the same rows and other columns still differ. */
  columns: string[];
}

/** What one database holds, read in one snapshot, for comparing it with another. */
export interface DatabaseSummary {
  tables: Map<string, TableSummary>;
  sequences: SequenceState[];
  /** Sequences whose next value would collide with an id already in their column. */
  sequencesBehind: string[];
  ledgerBreaks: string[];
  migrations: number[];
}

/**
 * Reads `db` in one read-only repeatable-read transaction, so a database still in use gives one moment's
 * picture. The checksum of a table is the sum of the first 64 bits of each row's md5 (the row as text,
 * its columns in name order): independent of the order rows are stored or read in, of any size, and
 * changed by any altered, missing or extra row.
 */
export async function summarise(db: Database): Promise<DatabaseSummary> {
  return db.transaction().execute(async (trx) => {
    await sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`.execute(trx);
    await useStableText(trx);
    const tables = new Map<string, TableSummary>();
    for (const table of await tablesOf(trx)) {
      if (table === MIGRATIONS_TABLE) continue;
      const columns = (await columnsOf(trx, table)).sort((a, b) => (a.name < b.name ? -1 : 1));
      const row = columns.map((c) => quoteIdent(c.name)).join(', ');
      const { rows } = await sql
        .raw<{ rows: string; checksum: string }>(`
        SELECT count(*)::text AS rows,
               coalesce(sum(('x' || left(md5(ROW(${row})::text), 16))::bit(64)::bigint::numeric), 0)::text AS checksum
          FROM ${quoteIdent(table)}`)
        .execute(trx);
      tables.set(table, {
        rows: BigInt(rows[0]?.rows ?? 0),
        checksum: rows[0]?.checksum ?? '0',
        columns: columns.map((c) => `${c.name} ${c.type}`),
      });
    }
    const sequences = await sequencesOf(trx);
    return {
      tables,
      sequences,
      sequencesBehind: await sequencesBehind(trx, sequences),
      ledgerBreaks: await ledgerInvariantBreaks(trx),
      migrations: (await migrationStatus(trx)).applied.map((m) => m.id),
    };
  });
}

const nextValue = (sequence: SequenceState) => BigInt(sequence.lastValue) + (sequence.isCalled ? 1n : 0n);

async function sequencesBehind(trx: Database, sequences: SequenceState[]): Promise<string[]> {
  const behind: string[] = [];
  for (const sequence of sequences) {
    if (!sequence.ownedBy) continue;
    const { table, column } = sequence.ownedBy;
    const { rows } = await sql
      .raw<{ top: string | null }>(`SELECT max(${quoteIdent(column)})::text AS top FROM ${quoteIdent(table)}`)
      .execute(trx);
    const top = rows[0]?.top;
    if (top === null || top === undefined) continue;
    const next = nextValue(sequence);
    if (next <= BigInt(top))
      behind.push(`${sequence.name} would give ${next}, but ${table}.${column} reaches ${top}`);
  }
  return behind;
}

export interface TableComparison {
  table: string;
  sourceRows: bigint | null;
  targetRows: bigint | null;
  same: boolean;
}

/** Source against target: table by table, then the ledger, sequences and migrations of each. */
export interface Comparison {
  tables: TableComparison[];
  /** Everything that differs or does not hold, in words; none when the copy is whole. */
  problems: string[];
}

export function compareSummaries(source: DatabaseSummary, target: DatabaseSummary): Comparison {
  const problems: string[] = [];
  const names = [...new Set([...source.tables.keys(), ...target.tables.keys()])].sort();
  const tables = names.map((table): TableComparison => {
    const s = source.tables.get(table);
    const t = target.tables.get(table);
    if (!s || !t) problems.push(`table ${table} is only in the ${s ? 'source' : 'target'}`);
    else if (s.columns.join() !== t.columns.join())
      problems.push(`table ${table} has other columns on each side`);
    else if (s.rows !== t.rows)
      problems.push(`table ${table}: ${s.rows} rows in the source, ${t.rows} in the target`);
    else if (s.checksum !== t.checksum) problems.push(`table ${table}: same row count, different contents`);
    return {
      table,
      sourceRows: s?.rows ?? null,
      targetRows: t?.rows ?? null,
      same: Boolean(
        s && t && s.columns.join() === t.columns.join() && s.rows === t.rows && s.checksum === t.checksum,
      ),
    };
  });
  for (const b of source.ledgerBreaks) problems.push(`ledger (source): ${b}`);
  for (const b of target.ledgerBreaks) problems.push(`ledger (target): ${b}`);
  for (const b of source.sequencesBehind) problems.push(`sequence (source): ${b}`);
  for (const b of target.sequencesBehind) problems.push(`sequence (target): ${b}`);
  // Ahead is as good as level: a database recovered from WAL has each sequence up to 32 values on, as
  // PostgreSQL logs them in advance. Behind would hand out ids the source has given already.
  const targetSequences = new Map(target.sequences.map((s) => [s.name, s]));
  for (const s of source.sequences) {
    const t = targetSequences.get(s.name);
    if (!t) problems.push(`sequence ${s.name} is only in the source`);
    else if (nextValue(t) < nextValue(s))
      problems.push(
        `sequence ${s.name}: would give ${nextValue(t)} in the target, ${nextValue(s)} in the source`,
      );
  }
  if (source.migrations.join() !== target.migrations.join())
    problems.push(
      `migrations: source at ${source.migrations.at(-1) ?? 'none'}, target at ${target.migrations.at(-1) ?? 'none'}`,
    );
  return { tables, problems };
}

/** Summarises both sides and compares them. */
export async function compareDatabases(source: Database, target: Database): Promise<Comparison> {
  return compareSummaries(await summarise(source), await summarise(target));
}

/** The comparison as an operator reads it: a line per table, then every problem, then the verdict. */
export function formatComparison(comparison: Comparison): string {
  const width = Math.max(5, ...comparison.tables.map((t) => t.table.length));
  const lines = [
    `${'table'.padEnd(width)}  ${'source rows'.padStart(12)}  ${'target rows'.padStart(12)}  contents`,
  ];
  for (const t of comparison.tables)
    lines.push(
      `${t.table.padEnd(width)}  ${String(t.sourceRows ?? '-').padStart(12)}  ${String(t.targetRows ?? '-').padStart(12)}  ${t.same ? 'same' : 'DIFFERENT'}`,
    );
  const rows = comparison.tables.reduce((sum, t) => sum + (t.sourceRows ?? 0n), 0n);
  if (comparison.problems.length === 0) {
    lines.push(
      `OK: ${comparison.tables.length} tables and ${rows} rows are the same on both sides; the ledger's ` +
        'invariants hold on both (each coin sums to zero, every transfer balances, every balance replays ' +
        'from its entries); every sequence is past its ids.',
    );
  } else {
    lines.push(`MISMATCH: ${comparison.problems.length} problem(s):`);
    for (const p of comparison.problems) lines.push(`  - ${p}`);
  }
  return lines.join('\n');
}
