import { SLOT_REELS, slots } from '../games/slots';
import { floats } from '../stream';
import { drawn, seededVerifier } from '../verification';

/** Slots: one float stops each of the three reels. */
export const slotsVerifier = seededVerifier([], (seeds) => {
  const spin = slots(floats(seeds, SLOT_REELS.length));
  return {
    outcome: { ...spin },
    headline: `${spin.line.join(' · ')} · ${spin.multiplier}×`,
    events: drawn(seeds, SLOT_REELS.length, (f, i) => {
      const strip = SLOT_REELS[i] as readonly string[];
      const stop = Math.floor(f * strip.length);
      return `reel ${i + 1}: floor(f × ${strip.length}) = ${stop} → ${strip[stop]}`;
    }),
  };
});
