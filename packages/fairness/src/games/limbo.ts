export const LIMBO_DEFAULT_EDGE = 0.01;

/** Limbo: one float to a multiplier of at least 1.00; the play wins when it reaches the target. */
export function limboMultiplier(f: number, edge = LIMBO_DEFAULT_EDGE): number {
  const raw = (1e8 / (f * 1e8)) * (1 - edge);
  return Math.max(1, Math.floor(raw * 100) / 100);
}
