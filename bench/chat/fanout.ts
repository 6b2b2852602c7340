/**
 * Chat fan-out (issue 24): 5,000 Socket.IO clients over websockets in one room, 50 messages/s posted
 * through `POST /api/chat_messages` by chatters taking turns, each message delivered through the event
 * outbox to `chat.lobby`. Measured per message per client: post time (just before the request is
 * written) to receipt, and whether every client heard every message exactly once. First on one instance,
 * then on two instances sharing the room through the Redis adapter (half the clients on each, posts
 * alternating between them). The production server runs in its own process on real PostgreSQL, the
 * clients in other processes (chat/listeners.ts), so their CPU is not the server's.
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_REDIS_URL (default
 *   redis://127.0.0.1:6379), BENCH_CLIENTS (5000), BENCH_RATE (50 messages/s), BENCH_SECONDS (20),
 *   BENCH_CHATTERS (600), BENCH_LISTENER_PROCESSES (2), BENCH_PARTS (one,two), BENCH_WARMUP_SECONDS (5),
 *   BENCH_LISTENER_NODE_OPTIONS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", as BENCH_SERVER_NODE_OPTIONS)
 * Each run first posts at the same rate for the warm-up's seconds, measured by nothing: a server just
 * started fills its connection pool and compiles its hot code then, and its first second's posts took
 * over a second to answer (a production server has long done both).
 * Target: p99 delivery under 250 ms, every message heard once by every client; the server's memory per
 * connection printed, and the machine's speed before and after (lib/machine-speed.ts), which drifts.
 */
import { type ChildProcess, execSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chatChannel, DEFAULT_CHAT_ROOM } from '@casino/contract';
import type { HttpClient } from '../games/http-client';
import { openBenchSchema, shownDatabaseUrl, startBenchServer } from '../lib/bench-server';
import { backendsCpu, cpuSeconds } from '../lib/cpu';
import { rsaSignsPerSecond } from '../lib/machine-speed';
import { chatters, postAtRate } from './chatters';
import type { ConnectOrder, ListenersReport } from './listeners';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5_000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/**
 * At 50 messages/s a room switches its automatic slow mode on (20 messages in 10 s: 10 s between a
 * player's messages, docs/chat.md), so each chatter's turn must come more than 10 s apart: 600 chatters
 * give 12 s.
 */
const CHATTERS = Number(process.env.BENCH_CHATTERS ?? 600);
const LISTENER_PROCESSES = Number(process.env.BENCH_LISTENER_PROCESSES ?? 2);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const PARTS = (process.env.BENCH_PARTS ?? 'one,two').split(',');
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** After the last answer, how long deliveries may still arrive before the clients are asked what they heard. */
const SETTLE_MS = 3_000;
const TARGET_P99_MS = 250;

type Server = Awaited<ReturnType<typeof startBenchServer>>;

const rssMegabytes = (pid: number) => {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
};
const loadAverages = () => execSync('uptime').toString().trim();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The next message from a listeners process of this type (or its failure). */
function reply<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => {
      child.off('message', heard);
      reject(new Error(`a listeners process exited (${code}) before its ${type}`));
    };
    const heard = (message: { type: string; error?: string }) => {
      if (message.type !== type && message.type !== 'failed') return;
      child.off('message', heard);
      child.off('exit', exited);
      if (message.type === 'failed') reject(new Error(message.error));
      else resolve(message as T);
    };
    child.on('message', heard);
    child.once('exit', exited);
  });
}

const listenerNodeFlags = (process.env.BENCH_LISTENER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);

/** Listener processes holding `CLIENTS` sockets spread over the servers' URLs, all subscribed. */
async function connectListeners(urls: string[], capacity: number): Promise<ChildProcess[]> {
  const children = Array.from({ length: LISTENER_PROCESSES }, () =>
    fork(new URL('./listeners.ts', import.meta.url).pathname, [], {
      execArgv: ['--import', 'tsx', ...listenerNodeFlags],
      serialization: 'advanced',
    }),
  );
  await Promise.all(
    children.map((child, i) => {
      const count = Math.floor(CLIENTS / LISTENER_PROCESSES) + (i < CLIENTS % LISTENER_PROCESSES ? 1 : 0);
      const order: ConnectOrder = {
        type: 'connect',
        // Each process starts on another server, so a half of every process lands on each.
        urls: urls.map((_, j) => urls[(i + j) % urls.length] as string),
        count,
        channel: chatChannel(DEFAULT_CHAT_ROOM),
        capacity,
      };
      child.send(order);
      return reply(child, 'connected');
    }),
  );
  return children;
}

/** The listeners' times of one kind, together and sorted. */
function joinedSorted(parts: Float64Array[]): Float64Array {
  const joined = new Float64Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined.sort();
}

const percentile = (sorted: Float64Array, q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const p50p99 = (sorted: Float64Array) =>
  `p50 ${percentile(sorted, 0.5).toFixed(1)}, p99 ${percentile(sorted, 0.99).toFixed(1)}`;

async function run(
  label: string,
  servers: Server[],
  tokens: string[],
  schemaDb: Parameters<typeof backendsCpu>[0],
  schema: string,
) {
  const total = RATE * SECONDS;
  const serverPids = servers.map((s) => s.pid);
  await sleep(1_000);
  const rssBefore = serverPids.map(rssMegabytes);
  const listeners = await connectListeners(
    servers.map((s) => s.client.baseUrl),
    total,
  );
  await sleep(3_000);
  const rssConnected = serverPids.map(rssMegabytes);
  const speedBefore = rsaSignsPerSecond();
  const listenerPids = listeners.map((child) => child.pid as number);
  const clients: HttpClient[] = servers.map((s) => s.client);
  const warmUp = { perSecond: RATE, total: RATE * WARMUP_SECONDS, warmUp: true };
  const warmed = await postAtRate(clients, tokens, DEFAULT_CHAT_ROOM, warmUp);
  await sleep(1_000);

  const database = await backendsCpu(schemaDb, schema);
  const cpuBefore = { server: cpuSeconds(serverPids), listeners: cpuSeconds(listenerPids) };
  const loadBefore = loadAverages();
  const posting = await postAtRate(clients, tokens, DEFAULT_CHAT_ROOM, {
    perSecond: RATE,
    total,
    firstTurn: warmUp.total,
  });
  await sleep(SETTLE_MS);
  const window = posting.seconds + SETTLE_MS / 1000;
  const cpu = {
    server: cpuSeconds(serverPids) - cpuBefore.server,
    listeners: cpuSeconds(listenerPids) - cpuBefore.listeners,
    database: await database.seconds(),
  };
  const loadAfter = loadAverages();
  const speedAfter = rsaSignsPerSecond();
  const rssAfter = serverPids.map(rssMegabytes);

  const reports = await Promise.all(
    listeners.map((child) => {
      const answer = reply<ListenersReport>(child, 'report');
      child.send({ type: 'report' });
      return answer;
    }),
  );
  for (const child of listeners) child.send({ type: 'close' });

  const latencies = joinedSorted(reports.map((r) => r.latencies));
  const toTransaction = joinedSorted(reports.map((r) => r.toTransaction));
  const fromTransaction = joinedSorted(reports.map((r) => r.fromTransaction));
  const heardBy = new Uint32Array(total);
  for (const r of reports)
    for (let seq = 0; seq < total; seq++) heardBy[seq] = (heardBy[seq] ?? 0) + (r.heardBy[seq] ?? 0);
  let delivered = 0;
  for (const seq of posting.posted) delivered += heardBy[seq] ?? 0;
  const expected = posting.posted.length * CLIENTS;
  const duplicates = reports.reduce((sum, r) => sum + r.duplicates, 0);
  const foreign = reports.reduce((sum, r) => sum + r.foreign, 0);
  const disconnects = reports.reduce((sum, r) => sum + r.disconnects, 0);
  const p99 = percentile(latencies, 0.99);
  const perConnectionKb =
    ((rssConnected.reduce((a, b) => a + b, 0) - rssBefore.reduce((a, b) => a + b, 0)) * 1024) / CLIENTS;
  const mb = (values: number[]) => values.map((v) => `${v.toFixed(0)} MB`).join(' + ');
  const core = (seconds: number) => `${((seconds / window) * 100).toFixed(0)}% of a core`;

  console.log(
    `\n${label}: ${CLIENTS} clients in ${chatChannel(DEFAULT_CHAT_ROOM)}, ${RATE} messages/s for ${SECONDS} s by ${tokens.length} chatters`,
  );
  console.log(
    `  warm-up: ${warmed.posted.length} of ${warmUp.total} posted in ${warmed.seconds.toFixed(1)} s, not measured`,
  );
  console.log(
    `  posted: ${posting.posted.length} of ${total} in ${posting.seconds.toFixed(1)} s (${posting.failures} refused)`,
  );
  console.log(
    `  delivery ms: p50 ${percentile(latencies, 0.5).toFixed(1)}, p95 ${percentile(latencies, 0.95).toFixed(1)}, p99 ${p99.toFixed(1)} (target < ${TARGET_P99_MS}), max ${(latencies[latencies.length - 1] ?? Number.NaN).toFixed(1)}`,
  );
  console.log(
    `  of which (one client in 50): post to its transaction's start ${p50p99(toTransaction)}; from there to delivery ${p50p99(fromTransaction)}`,
  );
  console.log(`  POST answered ms: ${p50p99(Float64Array.from(posting.answerMs))}`);
  console.log(
    `  delivered: ${delivered} of ${expected} expected; missed ${expected - delivered}, duplicates ${duplicates}, unknown ${foreign}, disconnects ${disconnects}`,
  );
  console.log(
    `  server RSS: ${mb(rssBefore)} before, ${mb(rssConnected)} connected, ${mb(rssAfter)} after; ${perConnectionKb.toFixed(1)} KB per connection`,
  );
  console.log(
    `  CPU over ${window.toFixed(1)} s: server ${core(cpu.server)}, its database connections ${core(cpu.database)}, clients (${LISTENER_PROCESSES} processes) ${core(cpu.listeners)}`,
  );
  console.log(
    `  server CPU per delivery: ${((cpu.server * 1e6) / Math.max(1, delivered)).toFixed(1)} µs (what ${RATE * CLIENTS} deliveries/s would cost: ${((cpu.server / Math.max(1, delivered)) * RATE * CLIENTS).toFixed(2)} cores)`,
  );
  console.log(`  load before: ${loadBefore}`);
  console.log(`  load after:  ${loadAfter}`);
  console.log(
    `  machine speed: ${speedBefore} RSA-2048 signatures/s on one core before, ${speedAfter} after (lib/machine-speed.ts)`,
  );
  console.log(`  ${p99 < TARGET_P99_MS && delivered === expected && duplicates === 0 ? 'PASS' : 'MISSED'}`);
}

const bench = await openBenchSchema();
const started: Server[] = [];
try {
  console.log(
    `Chat fan-out benchmark, PostgreSQL ${shownDatabaseUrl()}, ${LISTENER_PROCESSES} client processes`,
  );
  // The chatters sign up on a server of their own: the password hashes' memory would blur the measured
  // server's memory per connection.
  const setup = await startBenchServer(bench.url, { AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  const tokens = await chatters(setup.client, bench.db, bench.schema, CHATTERS).finally(setup.stop);
  if (PARTS.includes('one')) {
    started.push(await startBenchServer(bench.url, {}));
    await run('One instance', started, tokens, bench.db, bench.schema);
    await started.pop()?.stop();
  }
  if (PARTS.includes('two')) {
    // A prefix of this run's own: the rate limits and the adapter's channels meet no other run's.
    const env = { REDIS_URL, REDIS_KEY_PREFIX: `${bench.schema}:` };
    for (let i = 0; i < 2; i++) started.push(await startBenchServer(bench.url, env));
    await run('Two instances, Redis adapter', started, tokens, bench.db, bench.schema);
  }
} finally {
  for (const server of started) await server.stop();
  await bench.drop();
}
