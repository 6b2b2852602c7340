import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Database } from './database';
import { applyFunctions, livingFunctions } from './functions';
import * as baseline from './migrations/0032_baseline';
import * as verifiedAddress from './migrations/0033_verified_address';
import * as providerWallet from './migrations/0034_provider_wallet';
import * as gameSessions from './migrations/0035_game_sessions';
import * as rtpTotals from './migrations/0036_rtp_totals';
import * as sandboxProvider from './migrations/0037_sandbox_provider';
import * as jackpotPools from './migrations/0038_jackpot_pools';
import * as freeRounds from './migrations/0039_free_rounds';
import * as sandboxProviderRetries from './migrations/0040_sandbox_provider_retries';
import * as chat from './migrations/0041_chat';
import * as notifications from './migrations/0042_notifications';
import * as chatTipsRain from './migrations/0043_chat_tips_rain';
import * as playerStatistics from './migrations/0044_player_statistics';
import * as eventOutboxLists from './migrations/0045_event_outbox_lists';
import * as retentionIndexes from './migrations/0046_retention_indexes';
import * as monthlyPartitions from './migrations/0047_monthly_partitions';
import * as freeRoundsCancelled from './migrations/0048_free_rounds_cancelled';
import * as providerTakeBacks from './migrations/0049_provider_take_backs';
import * as betSessionInStatement from './migrations/0050_bet_session_in_statement';

/** A migration whose statements run in one transaction with its record in schema_migrations. */
interface TransactionalMigration {
  id: number;
  name: string;
  statements: string[];
  /** Statements that name a living function (a trigger's), run in the same transaction once they exist. */
  afterFunctions?: string[];
}

/**
 * A migration that builds indexes without blocking writes to their tables: `CREATE [UNIQUE] INDEX
 * CONCURRENTLY IF NOT EXISTS name ON …`, each outside any transaction (PostgreSQL refuses one inside), so
 * it holds nothing else: a build that died half-way leaves an invalid index, dropped and built again on
 * the next run, and one that finished is skipped.
 */
interface ConcurrentMigration {
  id: number;
  name: string;
  concurrently: string[];
}

export type Migration = TransactionalMigration | ConcurrentMigration;

export const MIGRATIONS: readonly Migration[] = [
  { id: 32, name: 'baseline', statements: baseline.statements, afterFunctions: baseline.triggers },
  { id: 33, name: 'verified_address', statements: verifiedAddress.statements },
  { id: 34, name: 'provider_wallet', statements: providerWallet.statements },
  { id: 35, name: 'game_sessions', statements: gameSessions.statements },
  { id: 36, name: 'rtp_totals', statements: rtpTotals.statements },
  { id: 37, name: 'sandbox_provider', statements: sandboxProvider.statements },
  { id: 38, name: 'jackpot_pools', statements: jackpotPools.statements },
  { id: 39, name: 'free_rounds', statements: freeRounds.statements },
  { id: 40, name: 'sandbox_provider_retries', statements: sandboxProviderRetries.statements },
  { id: 41, name: 'chat', statements: chat.statements },
  { id: 42, name: 'notifications', statements: notifications.statements },
  { id: 43, name: 'chat_tips_rain', statements: chatTipsRain.statements },
  { id: 44, name: 'player_statistics', statements: playerStatistics.statements },
  { id: 45, name: 'event_outbox_lists', statements: eventOutboxLists.statements },
  { id: 46, name: 'retention_indexes', statements: retentionIndexes.statements },
  {
    id: 47,
    name: 'monthly_partitions',
    statements: monthlyPartitions.statements,
    afterFunctions: monthlyPartitions.afterFunctions,
  },
  { id: 48, name: 'free_rounds_cancelled', statements: freeRoundsCancelled.statements },
  { id: 49, name: 'provider_take_backs', statements: providerTakeBacks.statements },
  { id: 50, name: 'bet_session_in_statement', statements: betSessionInStatement.statements },
];

const BASELINE = 32;

/** The newest migration's number: a database that recorded it has nothing left to run. */
export const NEWEST_MIGRATION = Math.max(...MIGRATIONS.map((m) => m.id));

/** With the schema's hash as the second key: schemas (deployments, test runs) sharing a database migrate apart. */
const MIGRATION_LOCK = 72_001;

/**
 * Applies pending migrations, each in its own transaction (a concurrent one's indexes outside any), then
 * the living functions (functions.ts) in one more. An advisory lock, taken before anything is read or
 * created, lets many instances (and `npm run db:migrate`) start at once: the first migrates, the others
 * wait for it and find nothing left to do.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  return db.connection().execute(async (conn) => {
    await takeMigrationLock(conn);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        id int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`.execute(conn);
      const applied = await appliedIds(conn);
      refuseSquashedHistory(applied);
      const ran: number[] = [];
      for (const migration of migrations) {
        if (applied.has(migration.id)) continue;
        if ('concurrently' in migration) await buildConcurrently(conn, migration);
        else await applyInTransaction(conn, migration);
        ran.push(migration.id);
      }
      await conn.transaction().execute(applyFunctions);
      return ran;
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK}, hashtext(coalesce(current_schema(), '')))`.execute(
        conn,
      );
    }
  });
}

/** How often a migrator waiting for another's lock asks for it again. */
const LOCK_POLL_MS = 100;

/**
 * Asked for again and again rather than waited for in one statement: a statement waiting for the lock
 * holds a snapshot, and a CREATE INDEX CONCURRENTLY run by the holder waits for every older snapshot to
 * end, so each would wait for the other.
 */
async function takeMigrationLock(conn: Database): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ ok: boolean }>`
      SELECT pg_try_advisory_lock(${MIGRATION_LOCK}, hashtext(coalesce(current_schema(), ''))) AS ok`.execute(
      conn,
    );
    if (rows[0]?.ok) return;
    await delay(LOCK_POLL_MS);
  }
}

async function appliedIds(db: Database): Promise<Set<number>> {
  const done = await sql<{ id: number }>`SELECT id FROM schema_migrations`.execute(db);
  return new Set(done.rows.map((r) => r.id));
}

const record = (db: Database, migration: Migration) =>
  sql`INSERT INTO schema_migrations (id, name) VALUES (${migration.id}, ${migration.name})`.execute(db);

async function applyInTransaction(conn: Database, migration: TransactionalMigration): Promise<void> {
  await conn.transaction().execute(async (trx) => {
    for (const statement of migration.statements) await sql.raw(statement).execute(trx);
    if (migration.afterFunctions) {
      await applyFunctions(trx);
      for (const statement of migration.afterFunctions) await sql.raw(statement).execute(trx);
    }
    await record(trx, migration);
  });
}

const CONCURRENT_INDEX = /^CREATE (UNIQUE )?INDEX CONCURRENTLY IF NOT EXISTS (\w+) ON /i;

/**
 * Builds each index of a concurrent migration, then records it. An index of the same name left invalid
 * by a build that died (a crash, a cancelled deploy) would satisfy IF NOT EXISTS without working, so it is
 * dropped first.
 */
async function buildConcurrently(conn: Database, migration: ConcurrentMigration): Promise<void> {
  for (const statement of migration.concurrently) {
    const index = CONCURRENT_INDEX.exec(statement)?.[2];
    if (!index)
      throw new Error(
        `migration ${migration.id}: "${statement}" is not CREATE [UNIQUE] INDEX CONCURRENTLY IF NOT EXISTS <name> ON …`,
      );
    if (await isInvalidIndex(conn, index))
      await sql.raw(`DROP INDEX CONCURRENTLY IF EXISTS ${index}`).execute(conn);
    await sql.raw(statement).execute(conn);
  }
  await record(conn, migration);
}

async function isInvalidIndex(db: Database, index: string): Promise<boolean> {
  const { rows } = await sql<{ valid: boolean }>`
    SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE c.relname = ${index} AND c.relnamespace = current_schema()::regnamespace`.execute(db);
  return rows.length > 0 && !rows[0]?.valid;
}

export interface MigrationStatus {
  applied: { id: number; name: string; appliedAt: Date }[];
  pending: { id: number; name: string }[];
  /** Recorded by the database but unknown to this code: a newer version migrated it. */
  unknown: { id: number; name: string }[];
  /** Recorded migrations older than the baseline, squashed into it (see refuseSquashedHistory). */
  squashed: number[];
}

/** What the database recorded against what this code has, read without taking the lock or creating anything. */
export async function migrationStatus(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<MigrationStatus> {
  const exists = await sql<{ t: string | null }>`SELECT to_regclass('schema_migrations')::text AS t`.execute(
    db,
  );
  const recorded = exists.rows[0]?.t
    ? (
        await sql<{ id: number; name: string; applied_at: Date }>`
          SELECT id, name, applied_at FROM schema_migrations ORDER BY id`.execute(db)
      ).rows
    : [];
  const known = new Set(migrations.map((m) => m.id));
  const done = new Set(recorded.map((r) => r.id));
  return {
    applied: recorded
      .filter((r) => known.has(r.id))
      .map((r) => ({ id: r.id, name: r.name, appliedAt: r.applied_at })),
    pending: migrations.filter((m) => !done.has(m.id)).map(({ id, name }) => ({ id, name })),
    unknown: recorded
      .filter((r) => !known.has(r.id) && r.id > BASELINE)
      .map(({ id, name }) => ({ id, name })),
    squashed: [...done].filter((id) => id < BASELINE),
  };
}

/**
 * The SQL `migrate` would run now, in order, as comments and statements: what a release's dry run prints.
 * Nothing is changed (the living functions, applied on every run, are named rather than printed).
 */
export async function pendingStatements(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  const status = await migrationStatus(db, migrations);
  refuseSquashedHistory(new Set([...status.applied.map((m) => m.id), ...status.squashed]));
  const pending = new Set(status.pending.map((m) => m.id));
  const lines: string[] = [];
  for (const migration of migrations) {
    if (!pending.has(migration.id)) continue;
    if ('concurrently' in migration) {
      lines.push(`-- ${migration.id} ${migration.name}: each statement on its own, outside a transaction`);
      lines.push(...migration.concurrently.map((s) => `${s};`));
      continue;
    }
    lines.push(`-- ${migration.id} ${migration.name}: one transaction`);
    lines.push(...migration.statements.map((s) => `${s};`));
    if (migration.afterFunctions) {
      lines.push('-- (the living functions, then:)');
      lines.push(...migration.afterFunctions.map((s) => `${s};`));
    }
  }
  lines.push(`-- then the ${livingFunctions().length} living functions of db/functions/, CREATE OR REPLACE`);
  return lines;
}

/**
 * A database that recorded all of migrations 1 to 32 has the baseline's schema already (id 32 is applied),
 * and an empty one takes the baseline; one that stopped part of the way through the squashed migrations
 * can take neither. Nothing was in production then, so its owner starts again from an empty database.
 */
function refuseSquashedHistory(applied: Set<number>): void {
  const squashed = [...applied].filter((id) => id < BASELINE).sort((a, b) => a - b);
  if (applied.has(BASELINE) || squashed.length === 0) return;
  throw new Error(
    `This database ran migrations ${squashed.join(', ')} of the 1 to ${BASELINE} that were squashed into the ` +
      `baseline on 2026-11-26, not all of them, so it cannot be migrated: start from a fresh database ` +
      `(an empty DATA_DIR for embedded PGlite, or a new database on PostgreSQL).`,
  );
}
