import { KENO_DRAWN, KENO_SQUARES, kenoDraw } from '../games/keno';
import { floats } from '../stream';
import { drawn, range, seededVerifier, splicer } from '../verification';

/** Keno: ten floats splice the ten squares drawn out of 40. */
export const kenoVerifier = seededVerifier([], (seeds) => {
  const squares = kenoDraw(floats(seeds, KENO_DRAWN));
  const pool = splicer(range(1, KENO_SQUARES));
  return {
    outcome: { drawn: squares },
    headline: `Drawn ${squares.join(', ')}`,
    events: drawn(seeds, KENO_DRAWN, (f) => {
      const pick = pool.take(f);
      return `floor(f × ${pick.of}) = ${pick.index} → square ${pick.value}`;
    }),
  };
});
