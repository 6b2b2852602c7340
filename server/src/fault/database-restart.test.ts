import { ERROR_TEXTS } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { createTestApp } from '../test/app';
import { usingRealPostgres } from '../test/database';
import { listenLocally } from '../test/sockets';
import {
  type ShutdownMode,
  startThrowawayPostgres,
  type ThrowawayPostgres,
  throwawayPostgresMissing,
} from '../test/throwaway-postgres';
import { HttpPlayer, LoadRecord, playUntil } from './http-players';
import { invariantProblems } from './invariants';

// The PostgreSQL tier's fault test: the app on a cluster of its own, which is stopped (fast, then
// immediate) and started again under load. On PGlite there is no server to restart.
if (usingRealPostgres && throwawayPostgresMissing) console.warn(throwawayPostgresMissing);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(what: string, test: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await test()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe.skipIf(!usingRealPostgres || throwawayPostgresMissing !== null)('a database restart', () => {
  let cluster: ThrowawayPostgres;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let baseUrl = '';
  let players: HttpPlayer[] = [];
  const health = async () => {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
    return {
      status: response.status,
      body: await response.json(),
      retryAfter: response.headers.get('retry-after'),
    };
  };
  /** How a signed-in websocket connection ends: 'connected', or the server's refusal. */
  const socketAnswer = (token: string) =>
    new Promise<string>((resolve) => {
      const socket = io(baseUrl, { transports: ['websocket'], auth: { token }, reconnection: false });
      socket.once('connect', () => {
        socket.close();
        resolve('connected');
      });
      socket.once('connect_error', (error) => {
        socket.close();
        resolve(error.message);
      });
    });
  /** The newest round that crashed (not interrupted), 0 when none has. */
  const latestCrashedRound = async () => {
    const { data } = (await (await fetch(`${baseUrl}/api/crash/rounds?limit=5`)).json()) as {
      data: { id: string; status: string }[];
    };
    const crashed = data.find((r) => r.status === 'crashed');
    return crashed ? BigInt(crashed.id) : 0n;
  };

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    database = await openDatabase({ url: cluster.url, dataDir: '', poolSize: 20 });
    await migrate(database.db);
    ({ app } = await createTestApp(
      {
        CRASH_ENABLED: 'true',
        CRASH_BETTING_MS: '300',
        CRASH_PAUSE_MS: '100',
        CRASH_GROWTH: '3',
        CRASH_CHAIN_LENGTH: '1000',
      },
      database,
    ));
    baseUrl = `http://127.0.0.1:${await listenLocally(app)}`;
    const record = new LoadRecord();
    players = await Promise.all(Array.from({ length: 6 }, () => HttpPlayer.register(() => baseUrl, record)));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.destroy();
  });

  it.each<ShutdownMode>(['fast', 'immediate'])(
    'pg_ctl stop -m %s and start under load: 2xx or 503 (never 500), health down then up, plays and crash rounds resume, the ledger holds',
    async (mode) => {
      const record = new LoadRecord();
      const recorded = players.map((p) => p.recording(record));
      let stopped = false;
      const load = playUntil(
        recorded,
        (player, i) => (i % 3 === 0 ? player.dice() : i % 3 === 1 ? player.limbo() : player.crash()),
        () => stopped,
      );
      await waitUntil('plays go through', async () => record.count(200) >= 20);
      const crashedBefore = await latestCrashedRound();

      await cluster.stop(mode);
      const down = await health();
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ ok: false, database: 'down', kind: 'postgres' });
      expect(down.retryAfter).not.toBeNull();
      const readyz = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) });
      expect(readyz.status).toBe(503);
      expect(await readyz.json()).toMatchObject({ ready: false, checks: { database: { ok: false } } });
      const refused = await recorded[0]?.dice();
      expect(refused?.status).toBe(503);
      expect(refused?.body).toEqual({
        message: 'The service is briefly unavailable. Please try again.',
        code: 'UNAVAILABLE',
      });
      expect(refused?.headers?.get('retry-after')).toBe('1');
      // A signed-in socket cannot be checked now: it is refused, and the server lives on.
      const refusedSocket = await socketAnswer(recorded[0]?.token as string);
      expect(refusedSocket).toBe(ERROR_TEXTS.serviceUnavailable);
      await sleep(500);

      await cluster.start();
      await waitUntil('health says up', async () => (await health()).status === 200);
      expect((await health()).body).toMatchObject({ ok: true, database: 'up', kind: 'postgres', jobs: 'ok' });
      expect(await socketAnswer(recorded[0]?.token as string)).toBe('connected');
      const playedBefore = record.count(200);
      await waitUntil('plays go through again', async () => record.count(200) >= playedBefore + 20);
      await waitUntil('a crash round crashes after the restart', async () => {
        return (await latestCrashedRound()) > crashedBefore + 1n;
      });
      stopped = true;
      await load;

      expect(record.count(500)).toBe(0);
      expect(record.count('network')).toBe(0);
      expect(record.count(503)).toBeGreaterThan(0);
      expect(await invariantProblems(database.db, record.acknowledgedBets)).toEqual([]);
    },
  );
});
