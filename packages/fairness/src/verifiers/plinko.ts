import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoRisk, plinko } from '../games/plinko';
import { floats } from '../stream';
import { drawn, range, seededVerifier, UsageError } from '../verification';

/** Plinko: one float per row, left or right. */
export const plinkoVerifier = seededVerifier(
  [
    {
      name: 'rows',
      label: 'Rows',
      kind: 'select',
      options: range(PLINKO_MIN_ROWS, PLINKO_MAX_ROWS).map(String),
      min: PLINKO_MIN_ROWS,
      max: PLINKO_MAX_ROWS,
      fallback: '16',
    },
    { name: 'risk', label: 'Risk', kind: 'select', options: PLINKO_RISKS, fallback: 'medium' },
  ],
  (seeds, values) => {
    const rows = Number(values.rows);
    const risk = values.risk as PlinkoRisk;
    if (!(rows >= PLINKO_MIN_ROWS && rows <= PLINKO_MAX_ROWS) || !PLINKO_RISKS.includes(risk))
      throw new UsageError('Choose 8 to 16 rows and a risk.');
    const drop = plinko(floats(seeds, rows), rows, risk);
    return {
      outcome: { ...drop, rows, risk },
      published: drop,
      headline: `Bucket ${drop.bucket} · ${drop.multiplier}×`,
      events: drawn(seeds, rows, (f, i) => `row ${i + 1}: ${Math.floor(f * 2) ? 'right' : 'left'}`),
    };
  },
);
