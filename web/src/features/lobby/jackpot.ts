/** Spec §4 jackpot counter: after 1 s, a tick every 100 ms for 300 ticks, slowing near the target. */
export const JACKPOT_DELAY_MS = 1000;
export const JACKPOT_TICK_MS = 100;
export const JACKPOT_STEPS = 300;
/** The small counter shows one tier at a time, a random other one every 1.5 s (3 s on narrow screens). */
export const JACKPOT_ROTATE_MS = 1500;
export const JACKPOT_ROTATE_NARROW_MS = 3000;

/** The shown amount after `step` ticks toward `target`: an ease-out, so it slows as it arrives. */
export function jackpotValue(target: number, step: number): number {
  const progress = Math.min(Math.max(step, 0), JACKPOT_STEPS) / JACKPOT_STEPS;
  return target * (1 - (1 - progress) ** 3);
}

/** A different tier than the current one, chosen at random (the same one when there is only one). */
export function nextTier(current: number, count: number, random = Math.random): number {
  if (count <= 1) return 0;
  return (current + 1 + Math.floor(random() * (count - 1))) % count;
}
