/**
 * Production start (issue 25): the compiled server against the TypeScript one, and what the landing page
 * costs on the wire.
 *   start-up   spawn to the first 200 on /api/health, of `node server/dist/main.js` (what `npm run serve`
 *              runs; built first when stale) and of `node --import tsx server/src/main.ts` (what it ran
 *              before), each on PGlite (a fresh data directory) and on real PostgreSQL (a fresh database,
 *              dropped after): the first start on an empty database (migrations, seeding, a new crash
 *              chain) and a restart on the same one; the median of RUNS, the servers alternating.
 *   idle RSS   the server process's resident memory 10 s (IDLE_SECONDS) after its first 200.
 *   landing    bytes on the wire for a guest's landing page in Chromium: cold (empty cache; Chromium
 *              asks for br) beside the same bytes decoded, and warm (a new tab in the same browser
 *              context: what a returning visitor's browser asks again and receives).
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): where the fresh database is made;
 *   RUNS (default 3; 0 measures the landing page only), IDLE_SECONDS (10), TRACE=1 lists the landing
 *   page's requests with their bytes on the wire.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { launchBrowser } from '../../e2e/support/browser';
import { openDatabase } from '../../server/src/db/database';
import { BENCH_DATABASE_URL, benchServerEnv, freePort, shownDatabaseUrl } from '../lib/bench-server';
import { table } from '../lib/measure';

const root = new URL('../..', import.meta.url).pathname;
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 10);
const RUNS = Number(process.env.RUNS ?? 3);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SERVERS = {
  compiled: ['--enable-source-maps', 'server/dist/main.js'],
  tsx: ['--import', 'tsx', 'server/src/main.ts'],
} as const;
type ServerKind = keyof typeof SERVERS;

// The compiled server and the web app, as `npm start` builds them (nothing when they are up to date).
execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

interface Started {
  child: ChildProcess;
  baseUrl: string;
  startMs: number;
  stop(): Promise<void>;
}

/** Spawns a server and times it to its first 200 on /api/health (polled every 10 ms). */
async function startServer(kind: ServerKind, env: Record<string, string>): Promise<Started> {
  const port = freePort();
  const began = performance.now();
  const child = spawn(process.execPath, [...SERVERS[kind]], {
    cwd: root,
    env: { ...process.env, ...benchServerEnv(port), WEB_DIST: join(root, 'web/dist'), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${kind} server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { child, baseUrl, startMs: performance.now() - began, stop };
    if (performance.now() - began > 180_000) {
      await stop();
      throw new Error(`${kind} server did not answer within 180 s`);
    }
    await sleep(10);
  }
}

/** Starts, waits IDLE_SECONDS, reads the RSS, stops: one measure. */
async function startAndIdle(kind: ServerKind, env: Record<string, string>) {
  const server = await startServer(kind, env);
  try {
    await sleep(IDLE_SECONDS * 1000);
    return { startMs: server.startMs, rssMb: rssMb(server.child.pid as number) };
  } finally {
    await server.stop();
  }
}

type Database = 'PGlite' | 'PostgreSQL';
interface StartRow {
  kind: ServerKind;
  database: Database;
  start: 'first' | 'restart';
  startMs: number;
  rssMb: number;
}

/** A fresh place to keep the data of one server's runs: a PGlite directory or a PostgreSQL database. */
async function freshDatabase(
  database: Database,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (database === 'PGlite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-start-'));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `bench_start_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url: BENCH_DATABASE_URL, dataDir: '', poolSize: 1 });
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
      await admin.close();
    },
  };
}

const rows: StartRow[] = [];
// Alternating servers run by run, so a busy moment of the shared machine does not fall on one kind only.
for (let run = 1; run <= RUNS; run++) {
  for (const database of ['PGlite', 'PostgreSQL'] as const) {
    for (const kind of ['compiled', 'tsx'] as const) {
      const place = await freshDatabase(database);
      try {
        for (const start of ['first', 'restart'] as const) {
          const measured = await startAndIdle(kind, place.env);
          rows.push({ kind, database, start, ...measured });
          console.log(
            `run ${run}: ${database} ${kind} ${start} start ${(measured.startMs / 1000).toFixed(2)} s, idle RSS ${measured.rssMb.toFixed(0)} MB`,
          );
        }
      } finally {
        await place.drop();
      }
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const medians = (kind: ServerKind, database: Database, start: string) => {
  const mine = rows.filter((r) => r.kind === kind && r.database === database && r.start === start);
  return { startMs: median(mine.map((r) => r.startMs)), rssMb: median(mine.map((r) => r.rssMb)) };
};
const startRows = (['PGlite', 'PostgreSQL'] as const).flatMap((database) =>
  (['first', 'restart'] as const).map((start) => {
    const compiled = medians('compiled', database, start);
    const tsx = medians('tsx', database, start);
    return {
      database,
      start,
      'compiled s': (compiled.startMs / 1000).toFixed(2),
      'tsx s': (tsx.startMs / 1000).toFixed(2),
      'tsx/compiled': (tsx.startMs / compiled.startMs).toFixed(2),
      'compiled RSS MB': compiled.rssMb.toFixed(0),
      'tsx RSS MB': tsx.rssMb.toFixed(0),
      'RSS tsx/compiled': (tsx.rssMb / compiled.rssMb).toFixed(2),
    };
  }),
);

/** What one page load moved over the network, from Chromium's own accounting (DevTools protocol). */
interface Load {
  /** Requests the page made, and of them those the cache answered without asking the server. */
  requests: number;
  fromCache: number;
  /** Revalidations answered 304 (the cached copy kept). */
  notModified: number;
  /** Headers and bodies as they crossed the network. */
  wireBytes: number;
  /** The bodies once decoded (what they would weigh uncompressed). */
  decodedBytes: number;
}

async function landingBytes(baseUrl: string): Promise<{ cold: Load; warm: Load }> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const load = async (): Promise<Load> => {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const totals: Load = { requests: 0, fromCache: 0, notModified: 0, wireBytes: 0, decodedBytes: 0 };
      const urls = new Map<string, string>();
      cdp.on('Network.requestWillBeSent', (event) => {
        urls.set(event.requestId, event.request.url);
      });
      cdp.on('Network.responseReceived', (event) => {
        if (event.response.fromDiskCache || event.response.fromPrefetchCache) totals.fromCache += 1;
      });
      // The status the server sent: a revalidated copy is shown as the cached 200.
      cdp.on('Network.responseReceivedExtraInfo', (event) => {
        if (event.statusCode === 304) totals.notModified += 1;
      });
      cdp.on('Network.requestServedFromCache', () => {
        totals.fromCache += 1;
      });
      cdp.on('Network.dataReceived', (event) => {
        totals.decodedBytes += event.dataLength;
      });
      cdp.on('Network.loadingFinished', (event) => {
        totals.requests += 1;
        totals.wireBytes += event.encodedDataLength;
        if (process.env.TRACE)
          console.log(`  ${String(event.encodedDataLength).padStart(8)} B  ${urls.get(event.requestId)}`);
      });
      await page.goto(baseUrl, { waitUntil: 'networkidle' });
      await page.close();
      return totals;
    };
    if (process.env.TRACE) console.log('cold:');
    const cold = await load();
    if (process.env.TRACE) console.log('warm:');
    const warm = await load();
    return { cold, warm };
  } finally {
    await browser.close();
  }
}

const landingPlace = await freshDatabase('PostgreSQL');
let landing: Awaited<ReturnType<typeof landingBytes>>;
try {
  const server = await startServer('compiled', landingPlace.env);
  try {
    landing = await landingBytes(server.baseUrl);
  } finally {
    await server.stop();
  }
} finally {
  await landingPlace.drop();
}

if (RUNS > 0) {
  console.log(
    `\nStart-up (spawn to first 200 on /api/health) and RSS ${IDLE_SECONDS} s later, median of ${RUNS}; PostgreSQL ${shownDatabaseUrl()}, a fresh database\n`,
  );
  table(startRows);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('\nLanding page for a guest in Chromium (bytes on the wire, headers included)\n');
table(
  (['cold', 'warm'] as const).map((visit) => {
    const l = landing[visit];
    return {
      visit,
      requests: l.requests,
      'from cache': l.fromCache,
      'revalidated (304)': l.notModified,
      'on the wire': kb(l.wireBytes),
      ...(visit === 'cold' ? { decoded: kb(l.decodedBytes) } : { decoded: '' }),
    };
  }),
);
console.log(
  `\ncold: on the wire/decoded ${(landing.cold.wireBytes / landing.cold.decodedBytes).toFixed(2)}; warm/cold on the wire ${(landing.warm.wireBytes / landing.cold.wireBytes).toFixed(3)}`,
);
