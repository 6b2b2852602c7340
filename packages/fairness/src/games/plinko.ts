export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export const PLINKO_TARGET_RETURN = 0.99;

/** How steeply payouts grow per bucket away from the centre. */
const GROWTH: Record<PlinkoRisk, number> = { low: 1.45, medium: 1.85, high: 2.45 };

function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/** Rounded down so the table never returns more than its target: 2 decimals under 10, 1 under 100, whole above. */
function roundDown(m: number): number {
  if (m < 10) return Math.floor(m * 100 + 1e-9) / 100;
  if (m < 100) return Math.floor(m * 10 + 1e-9) / 10;
  return Math.floor(m + 1e-9);
}

/**
 * Our payout table for (rows, risk): bucket k pays c · growth^|k − rows/2|, with c chosen so the table
 * returns 99%, each entry then rounded down. Exact return per table: `plinkoReturn`.
 */
function buildTable(rows: number, risk: PlinkoRisk): number[] {
  const shape = Array.from({ length: rows + 1 }, (_, k) => GROWTH[risk] ** Math.abs(k - rows / 2));
  const expected = shape.reduce((sum, s, k) => sum + (binomial(rows, k) / 2 ** rows) * s, 0);
  const scale = PLINKO_TARGET_RETURN / expected;
  return shape.map((s) => roundDown(s * scale));
}

const TABLES = new Map<string, number[]>();
for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++) {
  for (const risk of PLINKO_RISKS) TABLES.set(`${rows}:${risk}`, buildTable(rows, risk));
}

export function plinkoTable(rows: number, risk: PlinkoRisk): readonly number[] {
  const table = TABLES.get(`${rows}:${risk}`);
  if (!table)
    throw new RangeError(
      `plinko rows must be ${PLINKO_MIN_ROWS} to ${PLINKO_MAX_ROWS} and risk low, medium or high`,
    );
  return table;
}

/** The exact expected return of a table: Σ C(rows, k) / 2^rows · multiplier(k). */
export function plinkoReturn(rows: number, risk: PlinkoRisk): number {
  return plinkoTable(rows, risk).reduce((sum, m, k) => sum + (binomial(rows, k) / 2 ** rows) * m, 0);
}

export interface PlinkoOutcome {
  /** 0 left, 1 right, one per row. */
  path: number[];
  bucket: number;
  multiplier: number;
}

/** One float per row: floor(f * 2) is the direction; the bucket is the number of rights. */
export function plinko(rowFloats: readonly number[], rows: number, risk: PlinkoRisk): PlinkoOutcome {
  const table = plinkoTable(rows, risk);
  if (rowFloats.length < rows) throw new RangeError('plinko needs one float per row');
  const path = rowFloats.slice(0, rows).map((f) => Math.floor(f * 2));
  const bucket = path.reduce((sum, step) => sum + step, 0);
  return { path, bucket, multiplier: table[bucket] as number };
}
