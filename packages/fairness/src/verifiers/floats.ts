import { floats } from '../stream';
import { drawn, seededVerifier } from '../verification';

/** The raw floats of a seed pair, for checking the stream itself (command line only). */
export const floatsVerifier = seededVerifier(
  [{ name: 'count', label: 'Floats', kind: 'number', min: 1, max: 10_000 }],
  (seeds, values) => {
    const count = Number(values.count);
    const list = floats(seeds, count);
    return {
      outcome: { floats: list },
      headline: `${count} floats`,
      events: drawn(seeds, count, (f) => f.toFixed(12)),
    };
  },
);
