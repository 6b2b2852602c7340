/**
 * Every engine draws through `RandomInt`: a uniform integer in [0, n). The provider passes
 * `node:crypto`'s `randomInt`; tests and the bench pass `seededRandomInt`, so a run can be repeated.
 */
export type RandomInt = (n: number) => number;

/**
 * Mulberry32: fast and repeatable, not for play. `floor(u · n)` biases by at most n / 2³², far below
 * test noise.
 */
export function seededRandomInt(seed: number): RandomInt {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
  };
}

/** Picks an index with probability weight / total (weights are non-negative integers). */
export function pickWeighted(weights: readonly number[], randomInt: RandomInt): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let draw = randomInt(total);
  for (const [i, weight] of weights.entries()) {
    if (draw < weight) return i;
    draw -= weight;
  }
  throw new RangeError('pickWeighted needs a positive total weight');
}
