/**
 * Lobby reads over real HTTP: the production server in its own process on real PostgreSQL (a schema of
 * its own, migrated and seeded at start), 64 guests listing GET /api/all/games as fast as answers come
 * back, once with 3-letter searches and once with provider filters (rotating terms, providers and pages).
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SECONDS (default 10)
 * Targets (issue 5): at least 3,000 requests/s and p99 under 30 ms for each.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { GameList } from '@casino/contract';
import { sql } from 'kysely';
import { openDatabase } from '../../server/src/db/database';
import { HttpClient } from '../games/http-client';
import { measure, table } from '../lib/measure';

const URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const PORT = 3900 + Math.floor(Math.random() * 90);
const SEARCHES = ['ree', 'gol', 'wil', 'dra', 'luc', 'ros', 'jun', 'vau', 'cry', 'bla', 'ton', 'ire'];

const schema = `bench_${randomBytes(4).toString('hex')}`;
const { db, close } = await openDatabase({ url: URL, dataDir: '', poolSize: 2 });
await sql.raw(`CREATE SCHEMA ${schema}`).execute(db);
const schemaUrl = `${URL}${URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;

let server: ChildProcess | undefined;
try {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: new globalThis.URL('../..', import.meta.url).pathname,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: schemaUrl,
      DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '32',
      LOG_LEVEL: 'warn',
      CAPTCHA_ENABLED: 'false',
      CRASH_ENABLED: 'false',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const client = new HttpClient(`http://127.0.0.1:${PORT}`);
  await client.waitUntilUp();
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
    `\nLobby benchmark: ${CLIENTS} guests over HTTP, ${SECONDS} s each, PostgreSQL ${URL.replace(/:[^:@/]*@/, '@')}\n`,
  );
  const row = (path: string, r: Awaited<ReturnType<typeof measure>>) => ({
    path,
    'per second': Math.round(r.perSecond),
    'p50 ms': r.p50.toFixed(2),
    'p99 ms': r.p99.toFixed(2),
    errors: r.errors,
  });
  table([
    row('GET /api/all/games?search={3 letters}&page', search),
    row('GET /api/all/games?providers={a,b}&sort=featured&page', providers),
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
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(db);
  await close();
}
