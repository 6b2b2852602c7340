/**
 * What an instant play costs the database, without HTTP: dice plays posted by the ledger's own batch
 * statement (`postPlays`, ledger_post_plays.sql) on one connection of real PostgreSQL, one play a
 * statement (a quiet server) and 32 a statement (the batch bench:dice's 64 players form, two in turn).
 * bench:dice's single lane is busy the whole time (its batch is the bound), so this statement's time is
 * what its rate follows; measured alone it is steady enough to judge a change to the play's SQL.
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SECONDS (default 5)
 */
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { HOUSE_SHARDS } from '../../server/src/ledger/house-shards';
import { type PlayPosting, postPlays } from '../../server/src/ledger/play-postings';
import { PlayPolicy } from '../../server/src/modules/games/policy/play-policy';
import { openBenchSchema } from '../lib/bench-server';
import { measureStatements, reportStatements, seedThroughServer } from '../lib/statements';
import { dicePlayers } from './dice-plays';

const TITLE = 'Play statement: dice plays on one connection';
const PLAYERS = 64;
const BATCH = 32;
/** The server's own play rules (its default limits and high-roller wagers). */
const RULES = PlayPolicy.fromConfig(loadConfig({})).postingRules();

interface Player {
  userId: bigint;
  sessionId: string;
  seedPairId: bigint;
  nonce: number;
  accounts: string[];
}

const bench = await openBenchSchema();
try {
  // The server migrates and seeds the schema, and signs the players up with a dice seed pair each.
  await seedThroughServer(bench.url, (client) => dicePlayers(client, 'stmt', PLAYERS));
  const players = await benchPlayers();

  const { prepared, close } = await openDatabase({ url: bench.url, dataDir: '', poolSize: 1 });
  let plays = 0;
  /** 1.00 GC of dice at 2x, won and lost in turn, on the player's next nonce. */
  const play = (player: Player): PlayPosting => {
    plays += 1;
    const won = plays % 2 === 0;
    return {
      sessionId: player.sessionId,
      userId: player.userId,
      game: 'dicing',
      seedPairId: player.seedPairId,
      nonce: player.nonce++,
      wager: 100n,
      payout: won ? 200n : 0n,
      multiplier: won ? '2.0000' : '0.0000',
      maxMultiplier: '2',
      outcome: { roll: won ? 75.5 : 25.5, target: 50, over: true },
      accounts: player.accounts,
      requestKey: randomUUID(),
    };
  };
  /** `perStatement` players' plays in one statement, the players' halves in turn when it is half of them. */
  const measurePlays = (perStatement: number) =>
    measureStatements(bench, perStatement, async (turn) => {
      const from = (turn * perStatement) % PLAYERS;
      const rows = await postPlays(prepared, RULES, players.slice(from, from + perStatement).map(play));
      for (const row of rows) if (row.o_status !== 'ok') throw new Error(`play answered ${row.o_status}`);
      return rows.length;
    });

  await reportStatements(bench, TITLE, [1, BATCH], { per: 'plays', item: 'play' }, measurePlays);
  await close();
} finally {
  await bench.drop();
}

/** Each bench player's session, dice seed pair and accounts (theirs, then the house shards' GC and SC). */
async function benchPlayers(): Promise<Player[]> {
  const inSchema = bench.db.withSchema(bench.schema);
  const houses = await inSchema
    .selectFrom('ledger_accounts')
    .select(['id', 'coin', 'shard'])
    .where('kind', '=', 'house')
    .execute();
  const house = (coin: string, userId: bigint) =>
    houses.find((h) => h.coin === coin && h.shard === Number(userId % BigInt(HOUSE_SHARDS)))?.id;
  const users = await inSchema
    .selectFrom('users as u')
    .innerJoin('sessions as s', 's.user_id', 'u.id')
    .innerJoin('seed_pairs as p', 'p.user_id', 'u.id')
    .select(['u.id', 's.id as session', 'p.id as seed', 'p.nonce'])
    .where('u.username', 'like', 'stmt\\_%')
    .where('s.revoked_at', 'is', null)
    .where('p.game', '=', 'dicing')
    .where('p.revealed_at', 'is', null)
    .orderBy('u.id')
    .execute();
  const accounts = await inSchema
    .selectFrom('ledger_accounts')
    .select(['id', 'user_id', 'kind'])
    .where('kind', 'in', ['gc', 'sc_unplayed', 'sc_redeemable'])
    .execute();
  const own = (userId: bigint, kind: string) =>
    accounts.find((a) => a.user_id === userId && a.kind === kind)?.id;
  return users.map((u) => {
    const ids = [
      own(u.id, 'gc'),
      own(u.id, 'sc_unplayed'),
      own(u.id, 'sc_redeemable'),
      house('GC', u.id),
      house('SC', u.id),
    ];
    if (ids.some((id) => id === undefined)) throw new Error(`accounts missing for player ${u.id}`);
    return {
      userId: u.id,
      sessionId: u.session,
      seedPairId: u.seed,
      nonce: u.nonce,
      accounts: ids.map(String),
    };
  });
}
