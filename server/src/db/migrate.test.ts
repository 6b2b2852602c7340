import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownSchema } from '../fault/own-schema';
import { createTestDatabase, usingRealPostgres } from '../test/database';
import { suiteFixture } from '../test/suite-fixture';
import { type DatabaseHandle, openDatabase } from './database';
import {
  MIGRATIONS,
  type Migration,
  migrate,
  migrationStatus,
  NEWEST_MIGRATION,
  pendingStatements,
} from './migrate';

/** Records migrations `from` to `to` as applied, as the squashed migrations did on a developer's database. */
async function record(database: DatabaseHandle, from: number, to: number): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    id int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
    database.db,
  );
  await sql`INSERT INTO schema_migrations (id, name)
    SELECT id, 'squashed' FROM generate_series(${from}::int, ${to}::int) id`.execute(database.db);
}

const hasMigrationsTable = async (database: DatabaseHandle) =>
  (await sql`SELECT 1 FROM pg_tables WHERE tablename = 'schema_migrations'`.execute(database.db)).rows
    .length > 0;

const hasUsers = async (database: DatabaseHandle) =>
  (await sql`SELECT 1 FROM pg_tables WHERE tablename = 'users'`.execute(database.db)).rows.length > 0;

// Migrations 1 to 32 were squashed into the baseline (id 32) before any production database existed.
describe('the baseline migration on a database of the squashed migrations', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('refuses one that ran only some of them, telling the developer to start from a fresh one', async () => {
    await record(database, 1, 20);
    await expect(migrate(database.db)).rejects.toThrow(
      /ran migrations 1, 2, .*20 of the 1 to 32.*fresh database/,
    );
    expect(await hasUsers(database)).toBe(false);
  });

  it('leaves one that ran all of them as it is: its baseline is applied', async () => {
    // All of them, and every migration since (none of which finds its tables in this empty database).
    await record(database, 21, NEWEST_MIGRATION);
    expect(await migrate(database.db)).toEqual([]);
    expect(await hasUsers(database)).toBe(false);
  });
});

describe('a release step of its own: status and dry run', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('on an empty database: every migration pending, the dry run prints their SQL and creates nothing', async () => {
    const status = await migrationStatus(database.db);
    expect(status.applied).toEqual([]);
    expect(status.pending.map((m) => m.id)).toEqual(MIGRATIONS.map((m) => m.id));
    const dryRun = await pendingStatements(database.db);
    expect(dryRun[0]).toBe('-- 32 baseline: one transaction');
    const headed = dryRun.filter((line) => /^-- \d+ /.test(line)).map((line) => Number(line.split(' ')[1]));
    expect(headed).toEqual(MIGRATIONS.map((m) => m.id));
    expect(dryRun.some((line) => line.startsWith('CREATE TABLE users'))).toBe(true);
    expect(dryRun.at(-1)).toMatch(/^-- then the \d+ living functions/);
    expect(await hasMigrationsTable(database)).toBe(false);
    expect(await hasUsers(database)).toBe(false);
  });

  it('once migrated: every migration applied, by id and name, and nothing left for a dry run', async () => {
    await migrate(database.db);
    const status = await migrationStatus(database.db);
    expect(status.pending).toEqual([]);
    expect(status.applied.map((m) => [m.id, m.name])).toEqual(MIGRATIONS.map((m) => [m.id, m.name]));
    expect(await pendingStatements(database.db)).toEqual([
      expect.stringMatching(/^-- then the \d+ living functions/),
    ]);
  });
});

describe('indexes built concurrently', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`CREATE TABLE index_test_items (n int)`.execute(database.db);
    await sql`INSERT INTO index_test_items VALUES (1), (1), (2)`.execute(database.db);
  });
  afterAll(() => database.close());

  const indexed: Migration = {
    id: NEWEST_MIGRATION + 1,
    name: 'index_test',
    concurrently: ['CREATE INDEX CONCURRENTLY IF NOT EXISTS index_test_n ON index_test_items (n)'],
  };
  const validity = async () =>
    (
      await sql<{ valid: boolean }>`SELECT i.indisvalid AS valid FROM pg_index i
        WHERE i.indexrelid = to_regclass('index_test_n')`.execute(database.db)
    ).rows.map((r) => r.valid);

  it('drops the invalid index a failed build left, builds it again and records the migration', async () => {
    // A unique build over a duplicate fails half-way, as a build cut short by a crash does: its index stays, invalid.
    await expect(
      sql`CREATE UNIQUE INDEX CONCURRENTLY index_test_n ON index_test_items (n)`.execute(database.db),
    ).rejects.toThrow();
    expect(await validity()).toEqual([false]);
    expect(await migrate(database.db, [...MIGRATIONS, indexed])).toEqual([indexed.id]);
    expect(await validity()).toEqual([true]);
    expect((await migrationStatus(database.db, [...MIGRATIONS, indexed])).pending).toEqual([]);
    expect(await migrate(database.db, [...MIGRATIONS, indexed])).toEqual([]);
  });

  it('refuses a concurrent statement it cannot make idempotent', async () => {
    const bare = {
      ...indexed,
      id: indexed.id + 1,
      concurrently: ['CREATE INDEX CONCURRENTLY x ON index_test_items (n)'],
    };
    await expect(migrate(database.db, [...MIGRATIONS, bare])).rejects.toThrow(
      /is not CREATE \[UNIQUE\] INDEX/,
    );
  });
});

describe.skipIf(!usingRealPostgres)('two migrators at once on an empty schema (real PostgreSQL)', () => {
  const schema = ownSchema('migrate', async () => undefined, 1);
  const second = suiteFixture(() => openDatabase({ url: schema.serverUrl(), dataDir: '', poolSize: 1 }));

  // With an index built concurrently: its build waits for every older snapshot, so the migrator waiting
  // for the lock must not hold one while it waits.
  const indexed: Migration = {
    id: NEWEST_MIGRATION + 1,
    name: 'index_test',
    concurrently: ['CREATE INDEX CONCURRENTLY IF NOT EXISTS jobs_kind_test ON jobs (kind)'],
  };

  it('take the lock before creating anything: one migrates, the other finds it done', async () => {
    const runs = await Promise.all([
      migrate(schema.admin.db, [...MIGRATIONS, indexed]),
      migrate(second.db, [...MIGRATIONS, indexed]),
    ]);
    expect(runs.map((ran) => ran.length).sort((a, b) => a - b)).toEqual([0, MIGRATIONS.length + 1]);
    for (const db of [schema.admin.db, second.db])
      expect((await migrationStatus(db, [...MIGRATIONS, indexed])).pending).toEqual([]);
  });
});
