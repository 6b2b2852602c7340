/**
 * Dice plays per second with one instance and with two behind nginx (deploy/nginx/casino.conf, run as
 * the benchmark's own process) on one PostgreSQL and one Redis, beside the raw single-statement transfer
 * rate on the same database, in one run:
 *   1. the raw transfer rate (raw-transfer.ts), measured first while nothing else runs;
 *   2. one instance, its port directly (the figure of bench:dice, with Redis as a fleet runs);
 *   3. the same instance behind nginx: what the balancer's hop costs;
 *   4. two instances behind nginx: the players' addresses (127.0.0.x) spread over both by the balancer.
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_REDIS_URL (default
 * redis://127.0.0.1:6379), BENCH_SECONDS (10), BENCH_PLAYERS (64), BENCH_POOL_SIZE per instance (40: two
 * instances' pools and the benchmark's own stay under PostgreSQL's 100 connections).
 * Needs nginx (apt-get install nginx, or NGINX_PATH).
 */
import { loadavg } from 'node:os';
import { NGINX_BINARY, NginxBalancer } from '../../server/src/test/nginx-balancer';
import { openBenchSchema, shownDatabaseUrl, startBenchServer } from '../lib/bench-server';
import { resultRow, table } from '../lib/measure';
import { perCoinTotals } from '../lib/statements';
import { dicePlayers, measureDicePlays } from './dice-plays';
import { HttpClient } from './http-client';
import { baselineTransferRate } from './raw-transfer';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 64);
/** Client addresses per instance: the players take them in turn, so each instance gets half. */
const ADDRESSES_PER_INSTANCE = 8;

if (!NGINX_BINARY) {
  console.error('bench:dice-balanced needs nginx: apt-get install nginx (or set NGINX_PATH)');
  process.exit(1);
}

const bench = await openBenchSchema();
const { schema, db } = bench;
const instanceEnv = {
  DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '40',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  SIGNUP_BONUS_GC: '100000000',
  REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `${schema}:`,
  TRUST_PROXY: '127.0.0.1',
};
const stops: (() => Promise<void>)[] = [];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadBefore = load();

/** One client per address the balancer sees; player i plays from address i mod their count. */
const clientsFrom = (balancer: NginxBalancer, addresses: string[]) => {
  const clients = addresses.map((address) => new HttpClient(balancer.baseUrl, address));
  return (player: number) => clients[player % clients.length] as HttpClient;
};

async function behindNginx(instancePorts: number[]) {
  const balancer = await NginxBalancer.start(instancePorts);
  stops.push(() => balancer.stop());
  const byInstance = await balancer.clientAddresses(instancePorts, ADDRESSES_PER_INSTANCE);
  // Interleaved, so consecutive players (and so every share of them) alternate between the instances.
  const lists = [...byInstance.values()].map((addresses) => addresses.slice(0, ADDRESSES_PER_INSTANCE));
  const addresses = lists[0]?.flatMap((_, i) => lists.map((list) => list[i] as string)) ?? [];
  return { balancer, addresses };
}

try {
  const raw = await baselineTransferRate(schema, PLAYERS, SECONDS);

  const first = await startBenchServer(bench.url, instanceEnv);
  stops.push(first.stop);
  const tokens = await dicePlayers(first.client, 'balanced', PLAYERS);
  const direct = await measureDicePlays(first.client, tokens, SECONDS);

  const single = await behindNginx([first.port]);
  const oneBehind = await measureDicePlays(clientsFrom(single.balancer, single.addresses), tokens, SECONDS);
  await single.balancer.stop();

  const second = await startBenchServer(bench.url, instanceEnv);
  stops.push(second.stop);
  const pair = await behindNginx([first.port, second.port]);
  const twoBehind = await measureDicePlays(clientsFrom(pair.balancer, pair.addresses), tokens, SECONDS);

  const totals = await perCoinTotals(db, schema);
  console.log(
    `\nDice through a balancer: ${PLAYERS} players over HTTP, ${SECONDS} s each, PostgreSQL ${shownDatabaseUrl()}\n`,
  );
  table([
    resultRow('raw single-statement transfer (workers)', raw),
    resultRow('POST /api/dicing, one instance, direct', direct),
    resultRow('POST /api/dicing, one instance behind nginx', oneBehind),
    resultRow('POST /api/dicing, two instances behind nginx', twoBehind),
  ]);
  const ratio = (a: { perSecond: number }, b: { perSecond: number }) =>
    (a.perSecond / b.perSecond).toFixed(2);
  console.log(`\ntwo instances / one, both behind nginx: ${ratio(twoBehind, oneBehind)}`);
  console.log(`one behind nginx / direct: ${ratio(oneBehind, direct)}`);
  console.log(`plays / raw transfers: one ${ratio(direct, raw)}, two behind nginx ${ratio(twoBehind, raw)}`);
  console.log(`per-coin totals: ${totals} (must be 0)`);
  console.log(`load average before: ${loadBefore}; after: ${load()}`);
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  await bench.drop();
}
