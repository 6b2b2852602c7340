import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { usingRealPostgres } from '../test/database';
import { HttpPlayer, LoadRecord, playUntil } from './http-players';
import { invariantProblems } from './invariants';
import { ownSchema } from './own-schema';
import { ServerProcess, serverEnv } from './server-process';

// A deploy, not a crash: the real server process gets SIGTERM while players play and watch on
// websockets. It must stop the crash runner at once, finish what it acknowledged, tell the sockets to
// go and leave within its bound.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SHUTDOWN_TIMEOUT_MS = 5_000;
const BETTING_MS = 400;
/** A statement already sent when the signal lands may commit just after it. */
const SIGNAL_SLACK_MS = 150;

/** A websocket client like the web app's: subscribed to `crash`, never reconnecting on its own. */
function watcher(baseUrl: string, token?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(baseUrl, {
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
    });
    socket.on('connect', () => socket.emit('subscribe', 'crash', () => resolve(socket)));
    socket.on('connect_error', reject);
  });
}

describe.skipIf(!usingRealPostgres)('SIGTERM with sockets open and plays in flight', () => {
  const { admin, serverUrl } = ownSchema('term', async () => {
    for (const socket of sockets) socket.close();
    await server?.stop('SIGKILL');
  });
  let server: ServerProcess | null = null;
  const sockets: Socket[] = [];

  it('exits within SHUTDOWN_TIMEOUT_MS; no crash round opened or started after the signal; every acknowledged play is kept', async () => {
    const started = await ServerProcess.start((port) => ({
      ...serverEnv(serverUrl(), port),
      CRASH_BETTING_MS: String(BETTING_MS),
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    }));
    server = started;
    const record = new LoadRecord();
    const players = await Promise.all(
      Array.from({ length: 8 }, () => HttpPlayer.register(() => started.baseUrl, record)),
    );
    sockets.push(await watcher(started.baseUrl), await watcher(started.baseUrl, players[0]?.token));
    const told = sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          let heard = false;
          socket.once('server-shutdown', () => {
            heard = true;
          });
          socket.once('disconnect', (reason) => resolve(heard ? `told, then ${reason}` : reason));
        }),
    );

    let stopped = false;
    const load = playUntil(
      players,
      (player, i) => [player.dice, player.limbo, () => player.crash()][i % 3]?.() ?? Promise.resolve(),
      () => stopped,
    );
    for (let i = 0; i < 200 && record.count(200) < 40; i++) await sleep(50);
    expect(record.count(200)).toBeGreaterThanOrEqual(40);

    const signalAt = Date.now();
    const tookMs = await started.stop('SIGTERM', SHUTDOWN_TIMEOUT_MS + 5_000);
    stopped = true;
    await load;
    console.info(
      `SIGTERM: exited after ${tookMs ?? 'never (still running)'} ms with ${sockets.length} sockets open; ${record.count(200)} plays answered 200, ${record.count(503)} 503, ${record.count('network')} refused`,
    );
    expect(tookMs, 'the server is still running').not.toBeNull();
    expect(tookMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    // Exit code 0: it finished its steps; the bound's forced exit answers 1.
    expect(await started.exited).toBe(0);
    expect(await Promise.all(told)).toEqual(sockets.map(() => 'told, then transport close'));

    const after = new Date(signalAt + SIGNAL_SLACK_MS);
    const lateRounds = await admin.db
      .selectFrom('crash_rounds')
      .select(['id', 'status'])
      .where((eb) =>
        eb.or([
          eb(sql`betting_ends_at - ${`${BETTING_MS} milliseconds`}::interval`, '>', after),
          eb('started_at', '>', after),
        ]),
      )
      .execute();
    expect(lateRounds).toEqual([]);
    expect(record.count(500)).toBe(0);
    expect(await invariantProblems(admin.db, record.acknowledgedBets)).toEqual([]);
  });
});
