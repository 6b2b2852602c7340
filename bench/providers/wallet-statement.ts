/**
 * What the seamless wallet's calls cost the database, without HTTP or signatures: bet-and-win pairs
 * posted by the wallet's own statement (`walletCalls`, provider_wallet_calls.sql) on one connection of
 * real PostgreSQL, one call a statement (a quiet server) and 64 a statement (a busy server's batch).
 * The app instances behind a balancer scale out; the one database they share does not, so its CPU per
 * pair is what bounds a fleet's wallet traffic, and it is what a change to the wallet's SQL is measured
 * by (one connection, nothing else running: steadier than the HTTP bench, bench:hub88).
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SECONDS (default 5)
 */
import { openDatabase } from '../../server/src/db/database';
import { HOUSE_SHARDS } from '../../server/src/ledger/house-shards';
import { highRollerThresholds } from '../../server/src/modules/games/policy/high-roller';
import { gameSessionOf, tokenHashOf } from '../../server/src/modules/providers/launch/sessions-repository';
import type { ProviderCall } from '../../server/src/modules/providers/wallet/calls';
import { type PostedCall, walletCalls } from '../../server/src/modules/providers/wallet/statements';
import { openBenchSchema } from '../lib/bench-server';
import { registerPlayers } from '../lib/players';
import { measureStatements, reportStatements, seedThroughServer } from '../lib/statements';
import { firstHub88Game, openBenchGameSession } from './hub88-fixtures';

const TITLE = 'Wallet statement: bet + win pairs on one connection';
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
  await seedThroughServer(bench.url, (client) => registerPlayers(client, 'wallet', PLAYERS));
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
  /** `perStatement` players' bets in one statement, then their wins in the next. */
  const measurePairs = (perStatement: number) =>
    measureStatements(bench, perStatement, async () => {
      const batch = players.slice(0, perStatement).map(pair);
      await post(batch.map(([bet]) => bet));
      await post(batch.map(([, win]) => win));
      return batch.length;
    });

  await reportStatements(bench, TITLE, [1, PLAYERS], { per: 'calls', item: 'pair' }, measurePairs);
  await close();
} finally {
  await bench.drop();
}
