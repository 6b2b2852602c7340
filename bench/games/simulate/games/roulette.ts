import { ROULETTE_SLOTS, roulettePocket, rouletteReturnChips } from '@casino/fairness';
import { roulettePlay } from '../../../../server/src/modules/games/roulette/play';
import { seededGame } from '../game';
import { instantReference } from '../server';
import { expectedOf } from '../stats';
import type { PlayStream } from '../stream';

/** Boards as chips per slot (README: 0–36 straight, 37 trio 0-1-2, 39 first dozen, 42 column, 47 red). */
const BOARDS: { label: string; chips: Record<number, number> }[] = [
  { label: 'straight 17', chips: { 17: 1 } },
  { label: 'red', chips: { 47: 1 } },
  { label: 'dozen 1–12', chips: { 39: 1 } },
  { label: 'trio 0-1-2', chips: { 37: 1 } },
  { label: 'mixed board', chips: { 0: 1, 17: 2, 38: 1, 42: 3, 47: 5, 50: 2 } },
];
const boards = BOARDS.map(({ chips }) =>
  Array.from({ length: ROULETTE_SLOTS }, (_, slot) => chips[slot] ?? 0),
);
const totals = boards.map((chips) => chips.reduce((sum, c) => sum + c, 0));
const pockets = Array.from({ length: 37 }, (_, pocket) => pocket);
/** Per board, the package's return per chip for each pocket, worked out once rather than every spin. */
const returns = boards.map((chips, v) =>
  pockets.map((p) => rouletteReturnChips(chips, p) / (totals[v] as number)),
);

function play(stream: PlayStream, out: { returned: Float64Array }) {
  const pocket = roulettePocket(stream.float(0));
  for (let v = 0; v < boards.length; v++) out.returned[v] = (returns[v] as number[])[pocket] as number;
}

export const rouletteSim = seededGame({
  name: 'roulette',
  cost: 2,
  variants: BOARDS.map(({ label }, v) => ({
    label,
    expected: expectedOf((returns[v] as number[]).map((r) => [1 / 37, r] as const)),
    configured: 36 / 37,
  })),
  play,
  reference: instantReference(
    roulettePlay,
    boards.map((chips) => ({
      bpc: '10',
      bets: Object.fromEntries(chips.map((count, slot) => [`bet_${slot}`, count])),
    })),
  ),
});
