import { diceRoll } from '../games/dice';
import { floats } from '../stream';
import { drawn, seededVerifier } from '../verification';

/** Dice: one float is the roll. */
export const diceVerifier = seededVerifier([], (seeds) => {
  const roll = diceRoll(floats(seeds, 1)[0] as number);
  return {
    outcome: { roll },
    headline: `Roll ${roll.toFixed(2)}`,
    events: drawn(seeds, 1, (f) => `floor(${f.toFixed(6)} × 10001) / 100 = ${diceRoll(f).toFixed(2)}`),
  };
});
