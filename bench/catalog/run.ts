/**
 * Lobby reads over real HTTP: the production server in its own process on real PostgreSQL (a schema of
 * its own, migrated and seeded at start), 64 guests listing GET /api/all/games as fast as answers come
 * back, once with 3-letter searches and once with provider filters (rotating terms, providers and pages).
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SECONDS (default 10)
 * Targets (issue 5): at least 3,000 requests/s and p99 under 30 ms for each.
 */
import type { GameList } from '@casino/contract';
import { openBenchSchema, shownDatabaseUrl, startBenchServer } from '../lib/bench-server';
import { measure, resultRow, table } from '../lib/measure';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const SEARCHES = ['ree', 'gol', 'wil', 'dra', 'luc', 'ros', 'jun', 'vau', 'cry', 'bla', 'ton', 'ire'];

const bench = await openBenchSchema();
let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
try {
  server = await startBenchServer(bench.url, {
    DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '32',
    CRASH_ENABLED: 'false',
  });
  const { client } = server;
  const lobby = await client.json<GameList>('GET', '/api/all/games', undefined, null);
  const providerIds = lobby.providers.map((p) => p.id);

  const searchPath = (i: number) =>
    `/api/all/games?search=${SEARCHES[i % SEARCHES.length]}&page=${1 + (i % 2)}`;
  const providerPath = (i: number) =>
    `/api/all/games?providers=${providerIds[i % providerIds.length]},${providerIds[(i + 3) % providerIds.length]}&sort=featured&page=${1 + (i % 3)}`;
  const search = await measure(CLIENTS, SECONDS, (worker, i) =>
    client.json('GET', searchPath(worker + i), undefined, null),
  );
  const providers = await measure(CLIENTS, SECONDS, (worker, i) =>
    client.json('GET', providerPath(worker + i), undefined, null),
  );

  console.log(
    `\nLobby benchmark: ${CLIENTS} guests over HTTP, ${SECONDS} s each, PostgreSQL ${shownDatabaseUrl()}\n`,
  );
  table([
    resultRow('GET /api/all/games?search={3 letters}&page', search),
    resultRow('GET /api/all/games?providers={a,b}&sort=featured&page', providers),
  ]);
  for (const [name, r] of [
    ['search', search],
    ['provider filter', providers],
  ] as const) {
    console.log(
      `${name}: ${Math.round(r.perSecond)} req/s (target >= 3000), p99 ${r.p99.toFixed(1)} ms (target < 30)`,
    );
  }
} finally {
  await server?.stop();
  await bench.drop();
}
