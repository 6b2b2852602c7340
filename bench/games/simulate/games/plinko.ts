import { PLINKO_RISKS, plinko, plinkoReturn, plinkoTable } from '@casino/fairness';
import { plinkoPlay } from '../../../../server/src/modules/games/plinko/play';
import { seededGame } from '../game';
import { instantReference } from '../server';
import { expectedOf } from '../stats';
import type { PlayStream } from '../stream';

/** The smallest, middle and largest boards at every risk: one drop per board serves its three risks. */
const ROWS = [8, 12, 16] as const;
const BOARDS = ROWS.flatMap((rows) => PLINKO_RISKS.map((risk) => ({ rows, risk })));
const tables = BOARDS.map(({ rows, risk }) => plinkoTable(rows, risk));

function play(stream: PlayStream, out: { returned: Float64Array }) {
  let v = 0;
  for (const rows of ROWS) {
    const { bucket } = plinko(stream.floats(rows), rows, 'low');
    for (let r = 0; r < PLINKO_RISKS.length; r++, v++)
      out.returned[v] = (tables[v] as number[])[bucket] as number;
  }
}

function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

export const plinkoSim = seededGame({
  name: 'plinko',
  cost: 6,
  variants: BOARDS.map(({ rows, risk }) => ({
    label: `${rows} rows ${risk}`,
    // floor(f · 2) splits the 2³² floats exactly in half, so the binomial weights are exact.
    expected: expectedOf(plinkoTable(rows, risk).map((m, k) => [binomial(rows, k) / 2 ** rows, m] as const)),
    configured: plinkoReturn(rows, risk),
  })),
  play,
  reference: instantReference(
    plinkoPlay,
    BOARDS.map((b) => ({ wager: '1000', ...b })),
  ),
});
