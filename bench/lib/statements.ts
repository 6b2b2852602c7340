import { sql } from 'kysely';
import type { Database } from '../../server/src/db/database';
import type { HttpClient } from '../games/http-client';
import { shownDatabaseUrl, startBenchServer } from './bench-server';
import { backendsCpu } from './cpu';
import { table } from './measure';

/**
 * Every coin's balances summed over the bench schema's accounts, as "GC 0, SC 0": a ledger that moved
 * coins only between its own accounts sums to 0 in each (the check each bench prints after its run).
 */
export async function perCoinTotals(db: Database, schema: string): Promise<string> {
  const { rows } = await sql<{ coin: string; total: string }>`
    SELECT coin, sum(balance)::text AS total FROM ${sql.id(schema, 'ledger_accounts')} GROUP BY coin
     ORDER BY coin`.execute(db);
  return rows.map((r) => `${r.coin} ${r.total}`).join(', ');
}

/**
 * Has the server migrate and seed the bench's schema and `setUp` its players through the API, then
 * stops it: a statement is then measured with nothing else running on the machine.
 */
export async function seedThroughServer(url: string, setUp: (client: HttpClient) => Promise<unknown>) {
  const server = await startBenchServer(url, {
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SIGNUP_BONUS_GC: '100000000',
  });
  try {
    await setUp(server.client);
  } finally {
    await server.stop();
  }
}

/** How long each statement size is measured: BENCH_SECONDS (default 5). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

interface BenchSchema {
  db: Database;
  schema: string;
}

/** What one statement size cost: items settled, and wall and database CPU milliseconds an item. */
export interface StatementRun {
  perStatement: number;
  items: number;
  wallMs: number;
  cpuMs: number;
}

/**
 * Runs `post` (one or two statements of `perStatement` items; answers the items it settled) again and
 * again for BENCH_SECONDS, counting the CPU of the schema's database connections (bench:play-statement,
 * bench:wallet-statement: a statement measured alone, without HTTP or signatures).
 */
export async function measureStatements(
  bench: BenchSchema,
  perStatement: number,
  post: (turn: number) => Promise<number>,
): Promise<StatementRun> {
  const cpu = await backendsCpu(bench.db, bench.schema);
  const started = performance.now();
  let items = 0;
  for (let turn = 0; performance.now() - started < SECONDS * 1000; turn++) items += await post(turn);
  const wallMs = performance.now() - started;
  return { perStatement, items, wallMs: wallMs / items, cpuMs: ((await cpu.seconds()) * 1000) / items };
}

/**
 * Measures `measure` at each statement size, after a warm-up at the largest (PL/pgSQL compiled, plans
 * cached, as a production pool's connections are), and prints the runs and the per-coin totals.
 * `per` names what a statement holds (calls, plays), `item` what is counted (pair, play).
 */
export async function reportStatements(
  bench: BenchSchema,
  title: string,
  sizes: readonly number[],
  names: { per: string; item: string },
  measure: (perStatement: number) => Promise<StatementRun>,
): Promise<void> {
  await measure(Math.max(...sizes));
  console.log(`\n${title}, ${SECONDS} s each, ${shownDatabaseUrl()}\n`);
  const runs = [];
  for (const perStatement of sizes) runs.push(await measure(perStatement));
  const { per, item } = names;
  table(
    runs.map((run) => ({
      [`${per} a statement`]: run.perStatement,
      [`${item}s/s`]: Math.round(run.items / SECONDS),
      [`wall ms a ${item}`]: run.wallMs.toFixed(3),
      [`database CPU ms a ${item}`]: run.cpuMs.toFixed(3),
    })),
  );
  console.log(`per-coin totals: ${await perCoinTotals(bench.db, bench.schema)} (must be 0)`);
}
