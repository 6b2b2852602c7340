/**
 * Signed bet-and-win pairs per second through the Hub88 wallet API (`/api/providers/hub88/transaction/*`),
 * the production server in its own process on real PostgreSQL, 64 providers' sessions each sending a
 * bet and then its win as fast as answers come back; beside it, in the same run, dice plays over HTTP.
 * Every call is checked as the wallet must answer it (RS_OK). Each call carries the provider's RSA-2048
 * signature, made before the measurement (the provider's machine's work), which the server checks as in
 * production; as in Hub88's protocol the answers are not signed.
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SECONDS (default 5)
 * Target (issue 23): at least 2,000 pairs/s, p99 under 30 ms.
 *
 * Two rates are printed: cold, the first seconds on a fresh pool, and warm, after every session has
 * played WARM_PAIRS_EACH pairs more. A fresh PostgreSQL connection compiles the wallet's PL/pgSQL and
 * plans its statements on its first calls (custom plans for the first five); on 64 fresh connections that
 * was most of the database's CPU in a 5 s run (one run: 9.9 ms a pair cold, 3.4 ms warm). A production
 * pool's connections live for hours, so warm is what players meet; cold is kept beside it.
 * The machine's speed then (RSA-2048 signatures/s on one core, lib/machine-speed.ts) is printed beside
 * them: it drifts by half within an hour on this machine, and the pairs/s with it.
 *
 * Both rates are closed loops at saturation, where p99 is the queue (64 sessions / the rate), not the
 * wallet. So after them the pairs are offered open-loop at fixed shares of the warm rate (OFFERED_SHARES),
 * as many players' games call a wallet, and p50/p99 are what a provider meets at that load.
 */
import { availableParallelism } from 'node:os';
import { sql } from 'kysely';
import { generateSigningKeyPair } from '../../server/src/modules/providers/protocols/hub88/key-pair';
import { dicePlayers, measureDicePlays } from '../games/dice-plays';
import type { HttpClient } from '../games/http-client';
import { openBenchSchema, shownDatabaseUrl, startBenchServer } from '../lib/bench-server';
import { backendsCpu, cpuSeconds, machineBusySeconds } from '../lib/cpu';
import { rsaSignsPerSecond } from '../lib/machine-speed';
import { measure, measureOffered, resultRow, table } from '../lib/measure';
import { registerPlayers } from '../lib/players';
import { perCoinTotals } from '../lib/statements';
import { firstHub88Game, openBenchGameSession } from './hub88-fixtures';
import { type BetAndWin, type ProviderPlayer, type SignedCall, signedPairs } from './signed-pairs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 64);
/** Pairs each session plays between the cold and the warm measurement. */
const WARM_PAIRS_EACH = Number(process.env.BENCH_WARM_PAIRS ?? 20);
/**
 * Pairs signed ahead per session: enough for 3,000 pairs/s over each measurement and its 1 s warm-up,
 * and the warming pairs between them.
 */
const PAIRS_EACH = Math.ceil((3_000 * (SECONDS + 1) * 2) / PLAYERS) + WARM_PAIRS_EACH;
/** The open-loop loads, as shares of the warm closed-loop rate. */
const OFFERED_SHARES = [0.1, 0.5, 0.8];

const casino = generateSigningKeyPair();
const provider = generateSigningKeyPair();
const bench = await openBenchSchema();
const { schema, db } = bench;
let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;

async function send(client: HttpClient, endpoint: string, call: SignedCall): Promise<void> {
  const { status, text } = await client.send(
    'POST',
    `/api/providers/hub88/transaction/${endpoint}`,
    call.body,
    {
      'x-hub88-signature': call.signature,
    },
  );
  if (status !== 200 || !text.includes('"RS_OK"')) throw new Error(`${endpoint}: ${status} ${text}`);
}

try {
  server = await startBenchServer(bench.url, {
    DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '64',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SIGNUP_BONUS_GC: '100000000',
    HUB88_CASINO_PRIVATE_KEY: casino.privateKeyPem,
    HUB88_PROVIDER_PUBLIC_KEY: provider.publicKeyPem,
  });
  const { client } = server;
  const serverPid = server.pid;
  const inSchema = db.withSchema(schema);
  const game = await firstHub88Game(inSchema);

  // Each player's game session, opened as a launch opens it, and its pairs signed ahead.
  await registerPlayers(client, 'hub88', PLAYERS);
  const pairs: { player: ProviderPlayer; pairs: BetAndWin[] }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const { id } = await inSchema
      .selectFrom('users')
      .select('id')
      .where('username', '=', `hub88_${i}`)
      .executeTakeFirstOrThrow();
    const token = await openBenchGameSession(inSchema, id, game.id);
    const player = { user: `${id}-GC`, token };
    pairs.push({
      player,
      pairs: await signedPairs(provider.privateKeyPem, player, game.identifier, `p${i}`, PAIRS_EACH),
    });
  }
  const diceTokens = await dicePlayers(client, 'dice', PLAYERS);

  const speedBefore = rsaSignsPerSecond();
  const dice = await measureDicePlays(client, diceTokens, SECONDS);
  // Each session plays its own pairs in order, through the cold run, the warming and the warm run.
  const played = new Array<number>(PLAYERS).fill(0);
  const playPair = async (player: number) => {
    const pair = pairs[player]?.pairs[played[player] ?? 0];
    if (!pair) throw new Error('out of signed pairs: raise PAIRS_EACH');
    played[player] = (played[player] ?? 0) + 1;
    await send(client, 'bet', pair.bet);
    await send(client, 'win', pair.win);
  };
  const closedRounds = async () => {
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM ${sql.id(schema, 'provider_rounds')} WHERE closed_at IS NOT NULL`.execute(db);
    return Number(rows[0]?.n ?? 0);
  };
  /**
   * A measurement, and the CPU per pair over it (warm-up included) of the server, its database
   * connections and the whole machine (those two, the bench's own client and the kernel's networking).
   */
  const measured = async () => {
    const database = await backendsCpu(db, schema);
    const cpuBefore = { server: cpuSeconds([serverPid]), machine: machineBusySeconds() };
    const closedBefore = await closedRounds();
    const result = await measure(PLAYERS, SECONDS, playPair);
    const databaseSeconds = await database.seconds();
    const closed = (await closedRounds()) - closedBefore;
    const perPair = (seconds: number) => `${((seconds * 1000) / closed).toFixed(3)} ms`;
    const machineSeconds = machineBusySeconds() - cpuBefore.machine;
    const cpu = `server ${perPair(cpuSeconds([serverPid]) - cpuBefore.server)}, its database connections ${perPair(databaseSeconds)}, the machine ${perPair(machineSeconds)}`;
    return { result, cpu, machineMsPerPair: (machineSeconds * 1000) / closed };
  };
  const cold = await measured();
  await Promise.all(
    Array.from({ length: PLAYERS }, async (_, player) => {
      for (let i = 0; i < WARM_PAIRS_EACH; i++) await playPair(player);
    }),
  );
  const warm = await measured();
  const hub88 = warm.result;
  // Each player's pairs for the open-loop runs, signed before them, and then offered in turn.
  const offeredRates = OFFERED_SHARES.map((share) => Math.max(1, Math.round(hub88.perSecond * share)));
  const offeredEach = Math.ceil((offeredRates.reduce((a, b) => a + b, 0) * (SECONDS + 1) * 1.1) / PLAYERS);
  for (const [player, own] of pairs.entries()) {
    const more = await signedPairs(
      provider.privateKeyPem,
      own.player,
      game.identifier,
      `p${player}-o`,
      offeredEach,
    );
    own.pairs.splice(played[player] ?? 0, own.pairs.length, ...more);
  }
  const offered = [];
  for (const rate of offeredRates)
    offered.push({ rate, result: await measureOffered(rate, SECONDS, (i) => playPair(i % PLAYERS)) });
  const speedAfter = rsaSignsPerSecond();
  const totals = await perCoinTotals(db, schema);

  console.log(
    `\nHub88 wallet benchmark: ${PLAYERS} sessions over HTTP, ${SECONDS} s, PostgreSQL ${shownDatabaseUrl()}\n`,
  );
  table([
    resultRow('Hub88 bet + win, signed (pair), cold', cold.result),
    resultRow('Hub88 bet + win, signed (pair), warm', hub88),
    ...offered.map(({ rate, result }) => resultRow(`Hub88 pair, offered open-loop at ${rate}/s`, result)),
    resultRow('POST /api/dicing (HTTP, 64 players)', dice),
  ]);
  console.log(
    `\npairs/s, warm: ${Math.round(hub88.perSecond)} (target >= 2000); cold: ${Math.round(cold.result.perSecond)}`,
  );
  console.log(`p99, warm: ${hub88.p99.toFixed(1)} ms (target < 30); cold: ${cold.result.p99.toFixed(1)} ms`);
  for (const { rate, result } of offered)
    console.log(
      `p99 offered ${rate} pairs/s (${Math.round((100 * rate) / hub88.perSecond)}% of warm): ${result.p99.toFixed(1)} ms, p50 ${result.p50.toFixed(1)} ms, answered ${Math.round(result.perSecond)}/s`,
    );
  console.log(`pairs / dice plays: ${(hub88.perSecond / dice.perSecond).toFixed(2)}`);
  // The host's speed drifts within an hour on this machine, and the pairs/s with it.
  console.log(`machine speed: ${speedBefore} RSA-2048 signatures/s on one core before, ${speedAfter} after`);
  console.log(`CPU per pair, cold: ${cold.cpu}`);
  console.log(`CPU per pair, warm: ${warm.cpu}`);
  // Everything here shares the machine's cores: at this much CPU a pair, all of them busy make at most this.
  const cores = availableParallelism();
  console.log(
    `the machine's ${cores} cores at ${warm.machineMsPerPair.toFixed(3)} ms a pair, warm, allow at most ${Math.round((cores * 1000) / warm.machineMsPerPair)} pairs/s`,
  );
  console.log(`rounds closed: ${await closedRounds()}; per-coin totals: ${totals} (must be 0)`);
} finally {
  await server?.stop();
  await bench.drop();
}
