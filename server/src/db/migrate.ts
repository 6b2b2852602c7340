import { sql } from 'kysely';
import type { Database } from './database';
import { applyFunctions } from './functions';
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
import * as retentionIndexes from './migrations/0047_retention_indexes';

interface Migration {
  id: number;
  name: string;
  statements: string[];
  /** Statements that name a living function (a trigger's), run in the same transaction once they exist. */
  afterFunctions?: string[];
}

/**
 * Forward-only, numbered; a migration never changes once it has shipped. Migration 32 is the baseline of
 * 2026-11-26: migrations 1 to 32 squashed into the schema they built, before any production database
 * existed. The next migration is 33.
 */
const MIGRATIONS: Migration[] = [
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
  { id: 47, name: 'retention_indexes', statements: retentionIndexes.statements },
];

const BASELINE = 32;

/** The newest migration's number: a database that recorded it has nothing left to run. */
export const NEWEST_MIGRATION = Math.max(...MIGRATIONS.map((m) => m.id));

const MIGRATION_LOCK = 72_001;

/**
 * Applies pending migrations, each in its own transaction, then the living functions (functions.ts) in one
 * more; an advisory lock lets many instances start at once.
 */
export async function migrate(db: Database): Promise<number[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    id int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      const done = await sql<{ id: number }>`SELECT id FROM schema_migrations`.execute(conn);
      const applied = new Set(done.rows.map((r) => r.id));
      refuseSquashedHistory(applied);
      const ran: number[] = [];
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.id)) continue;
        await conn.transaction().execute(async (trx) => {
          for (const statement of migration.statements) await sql.raw(statement).execute(trx);
          if (migration.afterFunctions) {
            await applyFunctions(trx);
            for (const statement of migration.afterFunctions) await sql.raw(statement).execute(trx);
          }
          await sql`INSERT INTO schema_migrations (id, name) VALUES (${migration.id}, ${migration.name})`.execute(
            trx,
          );
        });
        ran.push(migration.id);
      }
      await conn.transaction().execute(applyFunctions);
      return ran;
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
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
