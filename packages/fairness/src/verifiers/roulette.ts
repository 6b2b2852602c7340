import { rouletteColour, roulettePocket } from '../games/roulette';
import { floats } from '../stream';
import { drawn, seededVerifier } from '../verification';

/** Roulette: one float is the pocket of a European wheel. */
export const rouletteVerifier = seededVerifier([], (seeds) => {
  const pocket = roulettePocket(floats(seeds, 1)[0] as number);
  return {
    outcome: { pocket, colour: rouletteColour(pocket) },
    published: { pocket },
    headline: `Pocket ${pocket} (${rouletteColour(pocket)})`,
    events: drawn(seeds, 1, (f) => `floor(f × 37) = pocket ${roulettePocket(f)}`),
  };
});
