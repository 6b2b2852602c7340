import { sql } from 'kysely';
import { type Database, openDatabase } from '../../server/src/db/database';
import { BENCH_DATABASE_URL } from '../lib/bench-server';
import { measure } from '../lib/measure';

/**
 * The raw baseline: one autocommit statement moves 0.01 between two rows and logs it (two balance
 * updates and one insert), each worker on its own pair of rows.
 */
export async function rawTransferRate(db: Database, schema: string, workers: number, seconds: number) {
  const accounts = sql.id(schema, 'raw_accounts');
  const log = sql.id(schema, 'raw_log');
  await sql`CREATE TABLE ${accounts} (id int PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0))`.execute(
    db,
  );
  await sql`CREATE TABLE ${log} (id bigserial PRIMARY KEY, from_id int, to_id int, amount bigint, created_at timestamptz DEFAULT now())`.execute(
    db,
  );
  await sql`INSERT INTO ${accounts} SELECT g, 1000000000000 FROM generate_series(0, ${workers * 2 - 1}) g`.execute(
    db,
  );
  return measure(workers, seconds, (w, i) => {
    const [from, to] = i % 2 ? [w * 2, w * 2 + 1] : [w * 2 + 1, w * 2];
    return sql`WITH debit AS (UPDATE ${accounts} SET balance = balance - 1 WHERE id = ${from}),
                    credit AS (UPDATE ${accounts} SET balance = balance + 1 WHERE id = ${to})
               INSERT INTO ${log} (from_id, to_id, amount) VALUES (${from}, ${to}, 1)`.execute(db);
  });
}

/**
 * The raw baseline measured first, while nothing else runs, on connections of its own that are closed
 * before the server starts: left idle, they and the server's pool went past max_connections (100), and
 * plays failed for want of one.
 */
export async function baselineTransferRate(schema: string, workers: number, seconds: number) {
  const baseline = await openDatabase({ url: BENCH_DATABASE_URL, dataDir: '', poolSize: workers + 2 });
  const raw = await rawTransferRate(baseline.db, schema, workers, seconds);
  await baseline.close();
  return raw;
}
