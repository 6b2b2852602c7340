/**
 * Dice plays per second over real HTTP: the production server in its own process on real PostgreSQL,
 * 64 players each with their own token playing as fast as answers come back; beside it, in the same
 * run, the raw single-statement transfer rate on the same database, and after it the rate of the same
 * POST against a bare Fastify that does nothing (bare-framework.ts).
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SECONDS (default 10)
 * BENCH_SERVER_NODE_OPTIONS passes node flags to the server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 * Targets (issue 21): at least 2,600 plays/s, p99 under 50 ms, at least 0.75 of the raw rate; then a third
 * of the bare framework's rate.
 */
import { sql } from 'kysely';
import { openBenchSchema, shownDatabaseUrl, startBenchServer } from '../lib/bench-server';
import { backendsCpu, cpuSeconds } from '../lib/cpu';
import { resultRow, table } from '../lib/measure';
import { perCoinTotals } from '../lib/statements';
import { bareFrameworkRate } from './bare-framework';
import { dicePlayers, measureDicePlays } from './dice-plays';
import { baselineTransferRate } from './raw-transfer';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 64);

const bench = await openBenchSchema();
const { schema, db } = bench;
const countBets = async () =>
  BigInt(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.id(schema, 'bets')}`.execute(db)).rows[0]?.n ??
      0,
  );
/**
 * The bytes on disk of the tables a play writes (heap, indexes, TOAST), before and after the plays: what
 * a play adds to the database (`docs/capacity.md`). A partitioned table's bytes are its partitions'.
 */
const PLAY_TABLES = ['bets', 'ledger_transfers', 'ledger_entries'];
const tableBytes = async () => {
  const sizes: Record<string, number> = {};
  for (const table of PLAY_TABLES) {
    const { rows } = await sql<{ bytes: string }>`
      SELECT coalesce(sum(pg_total_relation_size(relid)), pg_total_relation_size(${`${schema}.${table}`}))::text
               AS bytes
        FROM pg_partition_tree(${`${schema}.${table}`}::regclass)`.execute(db);
    sizes[table] = Number(rows[0]?.bytes ?? 0);
  }
  return sizes;
};
let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
try {
  const raw = await baselineTransferRate(schema, PLAYERS, SECONDS);

  server = await startBenchServer(bench.url, {
    DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '64',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SIGNUP_BONUS_GC: '100000000',
  });
  const { client } = server;

  const tokens = await dicePlayers(client, 'dice', PLAYERS);

  // The server's CPU and its database connections' over the plays (warm-up included, as in bets written).
  const database = await backendsCpu(db, schema);
  const serverBefore = cpuSeconds([server.pid]);
  const betsBefore = await countBets();
  const bytesBefore = await tableBytes();
  const plays = await measureDicePlays(client, tokens, SECONDS);
  const databaseSeconds = await database.seconds();
  const played = Number((await countBets()) - betsBefore);
  const perPlay = (seconds: number) => `${((seconds * 1000) / played).toFixed(3)} ms`;
  const cpu = {
    server: perPlay(cpuSeconds([server.pid]) - serverBefore),
    database: perPlay(databaseSeconds),
  };
  const totals = await perCoinTotals(db, schema);
  const bytesAfter = await tableBytes();
  const bytesPerPlay = PLAY_TABLES.map(
    (table) => `${table} ${(((bytesAfter[table] ?? 0) - (bytesBefore[table] ?? 0)) / played).toFixed(0)}`,
  );
  const bare = await bareFrameworkRate(PLAYERS, SECONDS);

  console.log(
    `\nDice benchmark: ${PLAYERS} players over HTTP, ${SECONDS} s, PostgreSQL ${shownDatabaseUrl()}\n`,
  );
  table([
    resultRow('POST /api/dicing (HTTP, 64 players)', plays),
    resultRow('raw single-statement transfer (64 workers)', raw),
    resultRow('bare Fastify JSON POST (HTTP, 64 clients)', bare),
  ]);
  console.log(`\nplays/s: ${Math.round(plays.perSecond)} (target >= 2600)`);
  console.log(`p99: ${plays.p99.toFixed(1)} ms (target < 50)`);
  console.log(`plays / raw transfers: ${(plays.perSecond / raw.perSecond).toFixed(2)} (target >= 0.75)`);
  console.log(`plays / bare framework: ${(plays.perSecond / bare.perSecond).toFixed(2)} (aim >= 0.33)`);
  console.log(`CPU per play: server ${cpu.server}, its database connections ${cpu.database}`);
  console.log(`bytes on disk per play: ${bytesPerPlay.join(', ')}`);
  console.log(`bets written: ${played}; per-coin totals: ${totals} (must be 0)`);
} finally {
  await server?.stop();
  await bench.drop();
}
