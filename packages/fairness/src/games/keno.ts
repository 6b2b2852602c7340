import { splice } from '../stream';

export const KENO_SQUARES = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;
export const KENO_RISKS = ['low', 'medium', 'high'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];
export const KENO_TARGET_RETURN = 0.99;

/** Keno: ten squares spliced from 1–40, in draw order. */
export function kenoDraw(picks: Iterable<number>): number[] {
  return splice(
    Array.from({ length: KENO_SQUARES }, (_, i) => i + 1),
    picks,
    KENO_DRAWN,
  );
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/** P(exactly `hits` of `picks` chosen squares are among the 10 drawn of 40): hypergeometric. */
export function kenoHitChance(picks: number, hits: number): number {
  return (
    (choose(picks, hits) * choose(KENO_SQUARES - picks, KENO_DRAWN - hits)) / choose(KENO_SQUARES, KENO_DRAWN)
  );
}

/**
 * How a risk shapes its table: hits below `fromHits(picks)` pay nothing, the rest pay in proportion to
 * (1 / P(hits))^steepness. Low risk pays often and little, high risk rarely and much.
 */
const SHAPE: Record<KenoRisk, { steepness: number; fromHits: (picks: number) => number }> = {
  low: { steepness: 0.45, fromHits: (picks) => Math.max(1, Math.floor(picks / 3)) },
  medium: { steepness: 0.6, fromHits: (picks) => Math.max(1, Math.ceil(picks / 2)) },
  high: { steepness: 0.8, fromHits: (picks) => Math.max(1, Math.ceil((picks * 2) / 3)) },
};

/** 2 decimals under 10, 1 under 100, whole above: always rounded down, so no table pays over its target. */
function roundDown(m: number): number {
  if (m < 10) return Math.floor(m * 100 + 1e-9) / 100;
  if (m < 100) return Math.floor(m * 10 + 1e-9) / 10;
  return Math.floor(m + 1e-9);
}

function buildTable(picks: number, risk: KenoRisk): number[] {
  const { steepness, fromHits } = SHAPE[risk];
  const weights = Array.from({ length: picks + 1 }, (_, hits) =>
    hits < fromHits(picks) ? 0 : (1 / kenoHitChance(picks, hits)) ** steepness,
  );
  const expected = weights.reduce((sum, w, hits) => sum + kenoHitChance(picks, hits) * w, 0);
  return weights.map((w) => roundDown((w * KENO_TARGET_RETURN) / expected));
}

const TABLES = new Map<string, number[]>();
for (let picks = 1; picks <= KENO_MAX_PICKS; picks++) {
  for (const risk of KENO_RISKS) TABLES.set(`${picks}:${risk}`, buildTable(picks, risk));
}

/** Multiplier by number of hits (index 0..picks) for a ticket of `picks` squares. */
export function kenoTable(picks: number, risk: KenoRisk): readonly number[] {
  const table = TABLES.get(`${picks}:${risk}`);
  if (!table) throw new RangeError('keno picks must be 1 to 10 and risk low, medium or high');
  return table;
}

/** The exact expected return of a table: Σ P(hits) · multiplier(hits). */
export function kenoReturn(picks: number, risk: KenoRisk): number {
  return kenoTable(picks, risk).reduce((sum, m, hits) => sum + kenoHitChance(picks, hits) * m, 0);
}

export interface KenoOutcome {
  drawn: number[];
  hits: number[];
  multiplier: number;
}

/** Settles a ticket: which picked squares were drawn, and the table's multiplier for that many hits. */
export function kenoPlay(picks: Iterable<number>, ticket: readonly number[], risk: KenoRisk): KenoOutcome {
  const table = kenoTable(ticket.length, risk);
  const drawn = kenoDraw(picks);
  const hits = ticket.filter((square) => drawn.includes(square));
  return { drawn, hits, multiplier: table[hits.length] as number };
}
