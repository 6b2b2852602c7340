/**
 * The sandbox provider's published tables, exact RTP against play: every table (and every bet type of
 * the card table and the wheel) simulated with a seeded generator, shown with the 95% confidence
 * interval of the simulated return (mean ± 1.96 standard errors); the exact value should fall inside it
 * about 19 times in 20. Pure CPU, no server.
 *   PROVIDER_RTP_ROUNDS (default 2,000,000 a row), PROVIDER_RTP_SEED (default 1)
 */
import {
  bookRound,
  type Fraction,
  type Round,
  seededRandomInt,
  simulate,
  TABLE_GAME_TABLES,
  tableGame,
  toNumber,
  VIDEO_SLOT_TABLES,
  videoSlot,
  videoSlotRound,
  WAYS_SLOT_TABLES,
  WHEEL_TABLES,
  waysSlot,
  waysSlotRound,
  wheel,
} from '@casino/provider-games';
import { table } from '../lib/measure';

const ROUNDS = Number(process.env.PROVIDER_RTP_ROUNDS ?? 2_000_000);
const randomInt = seededRandomInt(Number(process.env.PROVIDER_RTP_SEED ?? 1));

const rows: { game: string; exact: Fraction; round: Round }[] = [
  ...VIDEO_SLOT_TABLES.map((t) => ({
    game: `video-slot ${t.variant}`,
    exact: videoSlot.rtp(t),
    round: videoSlotRound(t),
  })),
  ...WAYS_SLOT_TABLES.map((t) => ({
    game: `ways-slot ${t.variant}`,
    exact: waysSlot.rtp(t),
    round: waysSlotRound(t),
  })),
  ...TABLE_GAME_TABLES.flatMap((t) =>
    Object.entries(tableGame.rtp(t)).map(([bet, exact]) => ({
      game: `table-game ${t.variant} ${bet}`,
      exact,
      round: bookRound(t, bet),
    })),
  ),
  ...WHEEL_TABLES.flatMap((t) =>
    Object.entries(wheel.rtp(t)).map(([bet, exact]) => ({
      game: `wheel ${t.variant} ${bet}`,
      exact,
      round: bookRound(wheel.wheelBook(t), bet),
    })),
  ),
];

const percent = (x: number) => `${(x * 100).toFixed(3)}%`;
const results = rows.map(({ game, exact, round }) => {
  const started = performance.now();
  const { mean, standardError } = simulate(round, ROUNDS, randomInt);
  const low = mean - 1.96 * standardError;
  const high = mean + 1.96 * standardError;
  const exactReturn = toNumber(exact);
  return {
    game,
    exact: percent(exactReturn),
    simulated: percent(mean),
    '95% interval': `${percent(low)} … ${percent(high)}`,
    inside: exactReturn >= low && exactReturn <= high ? 'yes' : 'NO',
    seconds: ((performance.now() - started) / 1000).toFixed(1),
  };
});
console.log(`${ROUNDS.toLocaleString('en-US')} rounds a row`);
table(results);
