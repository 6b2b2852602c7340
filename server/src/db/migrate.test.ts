import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database';
import { migrate, NEWEST_MIGRATION } from './migrate';

/** Records migrations `from` to `to` as applied, as the squashed migrations did on a developer's database. */
async function record(database: DatabaseHandle, from: number, to: number): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    id int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
    database.db,
  );
  await sql`INSERT INTO schema_migrations (id, name)
    SELECT id, 'squashed' FROM generate_series(${from}::int, ${to}::int) id`.execute(database.db);
}

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
