import { type KenoRisk, kenoDraw, kenoHitChance, kenoReturn, kenoTable } from '@casino/fairness';
import { kenoPlay } from '../../../../server/src/modules/games/keno/play';
import { seededGame } from '../game';
import { instantReference } from '../server';
import { expectedOf } from '../stats';
import type { PlayStream } from '../stream';

/**
 * Tickets of squares 1..picks (the draw is uniform, so which squares does not matter). Ten picks at high
 * risk is left out: its 33,471,250× top prize (1 in 848 million) puts its error above 100% at 1M rounds.
 */
const TICKETS: { picks: number; risk: KenoRisk }[] = [
  { picks: 1, risk: 'medium' },
  { picks: 2, risk: 'low' },
  { picks: 2, risk: 'high' },
  { picks: 5, risk: 'low' },
  { picks: 5, risk: 'medium' },
  { picks: 5, risk: 'high' },
  { picks: 10, risk: 'low' },
  { picks: 10, risk: 'medium' },
];
const squares = (picks: number) => Array.from({ length: picks }, (_, i) => i + 1);
const tables = TICKETS.map(({ picks, risk }) => kenoTable(picks, risk));

/** One draw settles every ticket: a ticket of squares 1..picks hits each drawn square up to `picks`. */
function play(stream: PlayStream, out: { returned: Float64Array }) {
  const drawn = kenoDraw(stream.floats(10));
  for (let v = 0; v < TICKETS.length; v++) {
    const { picks } = TICKETS[v] as (typeof TICKETS)[number];
    let hits = 0;
    for (const square of drawn) if (square <= picks) hits++;
    out.returned[v] = (tables[v] as number[])[hits] as number;
  }
}

export const kenoSim = seededGame({
  name: 'keno',
  cost: 8,
  variants: TICKETS.map(({ picks, risk }) => ({
    label: `${picks} pick${picks > 1 ? 's' : ''} ${risk}`,
    expected: expectedOf(kenoTable(picks, risk).map((m, hits) => [kenoHitChance(picks, hits), m] as const)),
    configured: kenoReturn(picks, risk),
  })),
  play,
  reference: instantReference(
    kenoPlay,
    TICKETS.map((t) => ({ wager: '1000', squares: squares(t.picks), risk: t.risk })),
  ),
});
