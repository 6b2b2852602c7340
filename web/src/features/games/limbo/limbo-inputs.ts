import { LIMBO_LIMITS } from '@casino/contract';

/** Limbo returns 99%: the chance to reach a target t is 99 / t percent. */
export const LIMBO_RETURN_PERCENT = 99;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface LimboOdds {
  target: number;
  /** Percent. */
  chance: number;
}

/** The target is clamped to 1.01..1,000,000 and rounded to the 2 decimals the server takes. */
export function fromTarget(target: number): LimboOdds {
  const clamped = clamp(target || LIMBO_LIMITS.targetMin, LIMBO_LIMITS.targetMin, LIMBO_LIMITS.targetMax);
  const t = Math.round(clamped * 100) / 100;
  return { target: t, chance: LIMBO_RETURN_PERCENT / t };
}

/** The reverse: a typed chance gives the target that has it (then rounded, so the chance moves a hair). */
export function fromChance(chance: number): LimboOdds {
  if (!(chance > 0)) return fromTarget(LIMBO_LIMITS.targetMax);
  return fromTarget(LIMBO_RETURN_PERCENT / chance);
}

/** Enough decimals to tell tiny chances apart: 0.0000990% at a million, 49.5000% at 2×. */
export function formatChance(chance: number): string {
  return chance.toFixed(chance < 0.01 ? 7 : 4);
}

/**
 * The count-up shown while the result arrives: from 1.00× to the result along an exponential curve, so
 * 2× and 10,000× both take the same time and the big ones race through the digits. `t` is 0..1.
 */
export function countUpValue(result: number, t: number): number {
  if (t >= 1) return result;
  const eased = 1 - (1 - Math.max(0, t)) ** 3;
  return Math.floor(Math.exp(Math.log(Math.max(1, result)) * eased) * 100) / 100;
}

/** The count-up takes longer for bigger results, never more than 700 ms (results within 1 s). */
export function countUpMs(result: number): number {
  return Math.round(Math.min(700, 250 + 110 * Math.log10(Math.max(1, result))));
}

/** A result as shown: 2 decimals, thousands grouped (results run past 1,000,000×), and ×. */
export function formatResult(multiplier: number): string {
  return `${multiplier.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}×`;
}
