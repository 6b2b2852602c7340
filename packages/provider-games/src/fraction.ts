/**
 * Exact rationals over bigint, so a table's return is computed without float drift and can be
 * published as a fraction; `toNumber` is only for display and range checks.
 */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  let [n, d] = [BigInt(num), BigInt(den)];
  if (d === 0n) throw new RangeError('fraction with a zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const ZERO = fraction(0n);
export const ONE = fraction(1n);

export const add = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.num, a.den * b.den);
export const div = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den, a.den * b.num);
export const sum = (parts: Iterable<Fraction>): Fraction => {
  let total = ZERO;
  for (const part of parts) total = add(total, part);
  return total;
};

/** Sixteen significant digits survive: the integer part and the rest are divided separately. */
export function toNumber(f: Fraction): number {
  const whole = f.num / f.den;
  const rest = f.num - whole * f.den;
  const scale = 10n ** 18n;
  return Number(whole) + Number((rest * scale) / f.den) / 1e18;
}
