import { sql } from 'kysely';
import type { Database } from '../database';

/**
 * What db:export and db:verify read of a database's own schema (the connection's current_schema()) from
 * PostgreSQL's catalogs: the same queries on PGlite and on a PostgreSQL server.
 */

/** The migrator's own bookkeeping: each side migrates itself, so its rows (and their times) are its own. */
export const MIGRATIONS_TABLE = 'schema_migrations';

/** Every table holding rows: partitioned tables by their parent, whose rows are all of its partitions'. */
export async function tablesOf(db: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     ORDER BY c.relname`.execute(db);
  return rows.map((r) => r.name);
}

export interface Partition {
  name: string;
  parent: string;
  /** Its bound as pg_get_expr gives it: `FOR VALUES FROM (…) TO (…)`, or `DEFAULT`. */
  bound: string;
}

/**
 * Every partition of a partitioned table, in the order they were made (a sub-partition after its parent).
 * Tables only: each partition's indexes are partitions of the parent's indexes in the catalog, with no
 * bound, and PostgreSQL makes them with their table.
 */
export async function partitionsOf(db: Database): Promise<Partition[]> {
  const { rows } = await sql<Partition>`
    SELECT c.relname AS name, p.relname AS parent, pg_get_expr(c.relpartbound, c.oid) AS bound
      FROM pg_class c JOIN pg_inherits i ON i.inhrelid = c.oid JOIN pg_class p ON p.oid = i.inhparent
     WHERE c.relispartition AND c.relkind IN ('r', 'p') AND c.relnamespace = current_schema()::regnamespace
     ORDER BY c.oid`.execute(db);
  return rows;
}

export interface Column {
  name: string;
  /** The column's type as SQL spells it, to read its text back as that type. */
  type: string;
  /** Computed by the database from the others: never written, always compared. */
  generated: boolean;
  /** GENERATED ALWAYS AS IDENTITY: an insert of its value must say OVERRIDING SYSTEM VALUE. */
  alwaysIdentity: boolean;
}

export async function columnsOf(db: Database, table: string): Promise<Column[]> {
  const { rows } = await sql<Column>`
    SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
           a.attgenerated <> '' AS generated, a.attidentity = 'a' AS "alwaysIdentity"
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = ${table}
       AND a.attnum > 0 AND NOT a.attisdropped
     ORDER BY a.attnum`.execute(db);
  return rows;
}

export interface ForeignKey {
  table: string;
  name: string;
  /** As pg_get_constraintdef gives it: `FOREIGN KEY (…) REFERENCES …`. */
  definition: string;
}

export async function foreignKeysOf(db: Database): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`
    SELECT cl.relname AS table, co.conname AS name, pg_get_constraintdef(co.oid) AS definition
      FROM pg_constraint co JOIN pg_class cl ON cl.oid = co.conrelid
     WHERE co.contype = 'f' AND co.connamespace = current_schema()::regnamespace AND co.conparentid = 0
     ORDER BY cl.relname, co.conname`.execute(db);
  return rows;
}

/** Tables with triggers of our own (not the ones PostgreSQL makes for constraints). */
export async function tablesWithTriggers(db: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT DISTINCT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace
     ORDER BY 1`.execute(db);
  return rows.map((r) => r.name);
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
  /** The column it numbers (`table.column`) when a column owns it (serial, identity). */
  ownedBy: { table: string; column: string } | null;
}

export async function sequencesOf(db: Database): Promise<SequenceState[]> {
  const { rows } = await sql<{ name: string; table: string | null; column: string | null }>`
    SELECT s.relname AS name, t.relname AS table, a.attname AS column
      FROM pg_class s
      LEFT JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
      LEFT JOIN pg_class t ON t.oid = d.refobjid
      LEFT JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
     WHERE s.relkind = 'S' AND s.relnamespace = current_schema()::regnamespace
     ORDER BY s.relname`.execute(db);
  const states: SequenceState[] = [];
  for (const row of rows) {
    const { rows: state } = await sql<{ last_value: string; is_called: boolean }>`
      SELECT last_value::text, is_called FROM ${sql.table(row.name)}`.execute(db);
    states.push({
      name: row.name,
      lastValue: state[0]?.last_value ?? '1',
      isCalled: state[0]?.is_called ?? false,
      ownedBy: row.table && row.column ? { table: row.table, column: row.column } : null,
    });
  }
  return states;
}

/**
 * Settings for the rest of a transaction under which every value's text is the same on both sides and
 * reads back as itself: times in UTC and ISO, floats in their shortest exact form, bytea in hex.
 */
export async function useStableText(trx: Database): Promise<void> {
  for (const setting of [
    `TimeZone = 'UTC'`,
    `DateStyle = 'ISO, MDY'`,
    `IntervalStyle = 'postgres'`,
    'extra_float_digits = 1',
    `bytea_output = 'hex'`,
  ])
    await sql.raw(`SET LOCAL ${setting}`).execute(trx);
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
