/**
 * Return to player of every house game, measured by playing it: SIM_ROUNDS rounds (default 1,000,000)
 * per game on random seed pairs, each fixed strategy ("variant") of a game playing the same rounds.
 * Each line shows the measured RTP, the exact RTP the rules give for that strategy (the z-test is
 * against it) and the RTP the README / house edges promise. Outcomes and payouts come from
 * @casino/fairness as the server calls it; floats come from a fast HMAC that start-up checks against the
 * package, and every variant is first settled on random seeds by the server's own settle / move code
 * (crash and duels, settled inside database transactions: by the package functions the server calls).
 * Exits 1 when a result is more than 5 standard errors from its exact RTP, or when the rules pay more
 * than configured ("RULE").
 *   SIM_ROUNDS (default 1,000,000), SIM_CHECK_PLAYS (start-up plays per game, default 300),
 *   SIM_WORKERS (processes, default min(2, cores)).
 */
import { availableParallelism } from 'node:os';
import { checkStream } from './simulate/check';
import { ROUNDS_PER_SEED } from './simulate/game';
import { GAMES } from './simulate/games';
import { runInWorkers } from './simulate/pool';
import { judge, printTable, type Row, Z_LIMIT } from './simulate/report';
import type { GameResult } from './simulate/run';
import type { Tally } from './simulate/stats';

const ROUNDS = Number(process.env.SIM_ROUNDS ?? 1_000_000);
const CHECK_PLAYS = Number(process.env.SIM_CHECK_PLAYS ?? 300);
const WORKERS = Number(process.env.SIM_WORKERS ?? Math.min(2, availableParallelism()));
if (!Number.isInteger(ROUNDS) || ROUNDS < 2) throw new Error('SIM_ROUNDS must be an integer of at least 2');
if (!Number.isInteger(CHECK_PLAYS) || CHECK_PLAYS < 10)
  throw new Error('SIM_CHECK_PLAYS must be at least 10');
if (!Number.isInteger(WORKERS) || WORKERS < 1) throw new Error('SIM_WORKERS must be a positive integer');

const started = performance.now();
const seconds = (from: number) => (performance.now() - from) / 1000;
const count = (n: number) => n.toLocaleString('en-US');

checkStream(CHECK_PLAYS);
for (const game of GAMES) game.check(CHECK_PLAYS);
console.log(
  `Start-up check passed in ${seconds(started).toFixed(1)}s: fast HMAC = node:crypto, fast floats = @casino/fairness, ` +
    `and ${count(CHECK_PLAYS)} random plays of every variant settle exactly as the server's settle/move ` +
    '(crash and duel, which the server settles inside database transactions: as the package functions it calls).',
);
console.log(
  `${count(ROUNDS)} rounds per game in ${WORKERS} worker process${WORKERS > 1 ? 'es' : ''}; a new random seed ` +
    `pair every ${count(ROUNDS_PER_SEED)} nonces; a game's variants play the same rounds. exact = the RTP the ` +
    'rules give the strategy (z is against it, SE from its exact spread); config = what README / edges promise.\n',
);

const simulating = runInWorkers(GAMES, ROUNDS, WORKERS);
// Rule findings need no simulation: worked out here while the workers play.
const notes = GAMES.flatMap((game) => game.notes?.() ?? []);
const results = await simulating;

const rows: Row[] = GAMES.flatMap((game) => {
  const { tallies, seconds: took } = results.get(game.name) as GameResult;
  return game.variants.map((variant, v) => ({
    game: game.name,
    variant,
    tally: tallies[v] as Tally,
    ...(v === 0 ? { seconds: took } : {}),
  }));
});

printTable(rows);
if (notes.length) console.log(`\n${notes.join('\n')}`);

const failures = rows.filter((row) => judge(row).flags.length > 0);
const describe = (row: Row) => `${row.game} ${row.variant.label} (${judge(row).flags.join(',')})`;
console.log(
  `\n${GAMES.length} games, ${rows.length} variants, ${count(GAMES.length * ROUNDS)} rounds in ${seconds(started).toFixed(1)}s: ` +
    (failures.length === 0
      ? `all within ${Z_LIMIT} SE of their exact RTP and none above its configured RTP.`
      : `${failures.length} flagged: ${failures.map(describe).join('; ')}. Z = more than ${Z_LIMIT} SE from the ` +
        'exact RTP; RULE = the rules pay more than the configured RTP.'),
);
process.exitCode = failures.length === 0 ? 0 : 1;
