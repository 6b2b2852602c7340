import { limboMultiplier } from '../games/limbo';
import { floats } from '../stream';
import { drawn, edgeOf, seededVerifier } from '../verification';

/** Limbo: one float is the result. */
export const limboVerifier = seededVerifier([], (seeds, values) => {
  const edge = edgeOf(values);
  const result = limboMultiplier(floats(seeds, 1)[0] as number, edge);
  return {
    outcome: { result },
    published: { multiplier: result },
    headline: `Result ${result.toFixed(2)}×`,
    events: drawn(seeds, 1, (f) => `${limboMultiplier(f, edge).toFixed(2)}×`),
  };
});
