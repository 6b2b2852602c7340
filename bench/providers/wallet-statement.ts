/**
 * What the seamless wallet's calls cost the database, without HTTP or signatures: bet-and-win pairs
 * posted by the wallet's own statement (`walletCalls`, provider_wallet_calls.sql) on one connection of
 * real PostgreSQL, one call a statement (a quiet server) and 64 a statement (a busy server's batch).
 * The app instances behind a balancer scale out; the one database they share does not, so its CPU per
 * pair is what bounds a fleet's wallet traffic, and it is what a change to the wallet's SQL is measured
 * by (one connection, nothing else running: steadier than the HTTP bench, bench:hub88).
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SECONDS (default 5)
 */
import { sql } from 'kysely';
import { openDatabase } from '../../server/src/db/database';
import { HOUSE_SHARDS } from '../../server/src/ledger/house-shards';
import { highRollerThresholds } from '../../server/src/modules/games/policy/high-roller';
import { gameSessionOf, tokenHashOf } from '../../server/src/modules/providers/launch/sessions-repository';
import type { ProviderCall } from '../../server/src/modules/providers/wallet/calls';
import { type PostedCall, walletCalls } from '../../server/src/modules/providers/wallet/statements';
import { openBenchSchema, shownDatabaseUrl, startBenchServer } from '../lib/bench-server';
import { backendsCpu } from '../lib/cpu';
import { table } from '../lib/measure';
import { registerPlayers } from '../lib/players';
import { firstHub88Game, openBenchGameSession } from './hub88-fixtures';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PLAYERS = 64;
/** The wallet's own rules: the games' high-roller wagers, and the hour the bench's sessions are opened for. */
const RULES = { highRoller: highRollerThresholds(), sessionLifetimeMs: 3_600_000 };

interface Player {
  userId: bigint;
  sessionId: bigint;
  house: bigint;
}

const bench = await openBenchSchema();
try {
  // The server migrates and seeds the schema, and signs the players up; it is stopped before measuring.
  const server = await startBenchServer(bench.url, {
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SIGNUP_BONUS_GC: '100000000',
  });
  try {
    await registerPlayers(server.client, 'wallet', PLAYERS);
  } finally {
    await server.stop();
  }
  const inSchema = bench.db.withSchema(bench.schema);
  const game = await firstHub88Game(inSchema);
  const houses = await inSchema
    .selectFrom('ledger_accounts')
    .select(['id', 'shard'])
    .where('kind', '=', 'house')
    .where('coin', '=', 'GC')
    .execute();
  const houseOfShard = new Map(houses.map((h) => [h.shard, h.id]));
  const users = await inSchema
    .selectFrom('users')
    .select('id')
    .where('username', 'like', 'wallet\\_%')
    .orderBy('id')
    .execute();
  const players: Player[] = [];
  for (const { id } of users) {
    const token = await openBenchGameSession(inSchema, id, game.id);
    const session = await gameSessionOf(inSchema, tokenHashOf(token));
    if (!session) throw new Error(`no game session for player ${id}`);
    const house = houseOfShard.get(Number(id % BigInt(HOUSE_SHARDS)));
    if (house === undefined) throw new Error(`no house shard for player ${id}`);
    players.push({ userId: id, sessionId: session.id, house });
  }

  const { db, close } = await openDatabase({ url: bench.url, dataDir: '', poolSize: 1 });
  let round = 0;
  /** A bet of 1.00 GC and its win (0 or 2.00 in turn), which closes the round, as bench:hub88 plays. */
  const pair = (player: Player): [PostedCall, PostedCall] => {
    round += 1;
    const common = {
      provider: 'hub88',
      userId: player.userId,
      roundId: `r${round}`,
      gameId: game.id,
      coin: 'GC',
      isFree: false,
    } satisfies Partial<ProviderCall>;
    return [
      {
        kind: 'bet',
        house: player.house,
        call: {
          ...common,
          transactionId: `r${round}-bet`,
          roundClosed: false,
          gameIdentifier: game.identifier,
          amount: 100_000n,
          sessionId: player.sessionId,
        },
      },
      {
        kind: 'win',
        house: player.house,
        call: {
          ...common,
          transactionId: `r${round}-win`,
          referenceTransactionId: `r${round}-bet`,
          roundClosed: true,
          gameIdentifier: null,
          amount: round % 2 ? 200_000n : 0n,
        },
      },
    ];
  };
  const post = async (calls: PostedCall[]) => {
    for (const row of await walletCalls(db, calls, RULES))
      if (row.o_status !== 'ok') throw new Error(`wallet call answered ${row.o_status}`);
  };
  /** Pairs for SECONDS, `perStatement` players' bets in one statement, then their wins in the next. */
  const measurePairs = async (perStatement: number) => {
    const cpu = await backendsCpu(bench.db, bench.schema);
    const started = performance.now();
    let pairs = 0;
    while (performance.now() - started < SECONDS * 1000) {
      const batch = players.slice(0, perStatement).map(pair);
      await post(batch.map(([bet]) => bet));
      await post(batch.map(([, win]) => win));
      pairs += batch.length;
    }
    const ms = performance.now() - started;
    const cpuMs = (await cpu.seconds()) * 1000;
    return { pairs, wallMs: ms / pairs, cpuMs: cpuMs / pairs };
  };

  // Warm the connection (PL/pgSQL compiled, plans cached), as a production pool's are.
  await measurePairs(PLAYERS);
  console.log(
    `\nWallet statement: bet + win pairs on one connection, ${SECONDS} s each, ${shownDatabaseUrl()}\n`,
  );
  const rows = [];
  for (const perStatement of [1, PLAYERS]) {
    const { pairs, wallMs, cpuMs } = await measurePairs(perStatement);
    rows.push({
      'calls a statement': perStatement,
      'pairs/s': Math.round(pairs / SECONDS),
      'wall ms a pair': wallMs.toFixed(3),
      'database CPU ms a pair': cpuMs.toFixed(3),
    });
  }
  table(rows);
  const { rows: totals } = await sql<{ coin: string; total: string }>`
    SELECT coin, sum(balance)::text AS total FROM ${sql.id(bench.schema, 'ledger_accounts')} GROUP BY coin`.execute(
    bench.db,
  );
  console.log(`per-coin totals: ${totals.map((r) => `${r.coin} ${r.total}`).join(', ')} (must be 0)`);
  await close();
} finally {
  await bench.drop();
}
