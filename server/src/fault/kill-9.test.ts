import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { usingRealPostgres } from '../test/database';
import { HttpPlayer, LoadRecord, playUntil } from './http-players';
import { invariantProblems } from './invariants';
import { ownSchema } from './own-schema';
import { ServerProcess, serverEnv } from './server-process';

// The PostgreSQL tier's fault test: the real server process (main.ts) on a schema of its own, killed
// with SIGKILL in the middle of mixed play three times and started again; the ledger must hold.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!usingRealPostgres)('kill -9 under mixed load', () => {
  const { admin, serverUrl } = ownSchema('kill', async () => {
    await killServer('SIGKILL');
  });
  let server: ServerProcess | null = null;
  let baseUrl = '';

  /** Starts `main.ts` as players' servers run it, and waits until it serves. */
  async function startServer(): Promise<void> {
    server = await ServerProcess.start((port) => serverEnv(serverUrl(), port));
    baseUrl = server.baseUrl;
  }

  async function killServer(signal: NodeJS.Signals): Promise<void> {
    await server?.stop(signal);
  }

  it('plays, mines, crash and duels survive three kills: the ledger balances and every acknowledged play exists', async () => {
    await startServer();
    const record = new LoadRecord();
    const players = await Promise.all(
      Array.from({ length: 10 }, () => HttpPlayer.register(() => baseUrl, record)),
    );
    let stopped = false;
    const load = playUntil(
      players,
      (player, i) => {
        switch (i % 5) {
          case 0:
            return player.dice();
          case 1:
            return player.limbo();
          case 2:
            return player.mines();
          case 3:
            return player.crash();
          default:
            return player.duel(players[(i + 1) % players.length] as HttpPlayer);
        }
      },
      () => stopped,
    );
    /** Rounds a kill stopped before their crash point: each must end interrupted, never lost by the clock. */
    const cutShort: bigint[] = [];
    for (let kill = 0; kill < 3; kill++) {
      const before = record.count(200);
      for (let i = 0; i < 100 && record.count(200) < before + 30; i++) await sleep(50);
      await killServer('SIGKILL');
      const running = await admin.db
        .selectFrom('crash_rounds')
        .select('id')
        .where('status', '=', 'running')
        .where(sql<boolean>`clock_timestamp() < started_at + ln(crash_point) / growth * interval '1 second'`)
        .execute();
      cutShort.push(...running.map((r) => r.id));
      await startServer();
    }
    const before = record.count(200);
    for (let i = 0; i < 100 && record.count(200) < before + 30; i++) await sleep(50);
    stopped = true;
    await load;
    expect(record.count(200)).toBeGreaterThan(before);
    expect(record.count(500)).toBe(0);

    // The round in play when the load stopped ends (crash or interruption) before the books are read.
    for (let i = 0; i < 100; i++) {
      const live = await admin.db
        .selectFrom('crash_rounds')
        .select('id')
        .where('status', 'in', ['betting', 'running'])
        .where('id', 'in', (eb) => eb.selectFrom('crash_bets').select('round_id'))
        .executeTakeFirst();
      if (!live) break;
      await sleep(100);
    }
    await killServer('SIGTERM');
    expect(await invariantProblems(admin.db, record.acknowledgedBets)).toEqual([]);
    if (cutShort.length) {
      const ended = await admin.db
        .selectFrom('crash_rounds')
        .select('status')
        .where('id', 'in', cutShort)
        .execute();
      expect(ended.map((r) => r.status)).toEqual(cutShort.map(() => 'interrupted'));
    }
    const interrupted = await admin.db
      .selectFrom('crash_rounds')
      .select(sql<string>`count(*)::text`.as('n'))
      .where('status', '=', 'interrupted')
      .executeTakeFirstOrThrow();
    console.info(
      `kill -9: ${record.count(200)} plays answered 200, ${record.count('network')} cut, ${cutShort.length} rounds killed mid-run, ${interrupted.n} interrupted`,
    );
    // Four server starts and three rounds of load: on a loaded CI machine more than the tier's 60 s.
  }, 180_000);
});
