const UNITS = [
  { value: 1e12, suffix: 'T' },
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'K' },
] as const;

/**
 * Spec §9 "Amount display": K, M, B, T abbreviations with up to 3 decimals and trailing zeros
 * stripped; amounts below 1 000 (and below 1) as they are, with 2 decimals.
 */
export function shortAmount(amount: string | number): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  for (const unit of UNITS) {
    if (abs >= unit.value) {
      const scaled = Math.trunc((abs / unit.value) * 1000) / 1000;
      return `${sign}${scaled.toFixed(3).replace(/\.?0+$/, '')}${unit.suffix}`;
    }
  }
  return `${sign}${abs.toFixed(2)}`;
}

/** Spec §9: a multiplier shows 2 decimals and ×. */
export function formatMultiplier(multiplier: string | number): string {
  return `${Number(multiplier).toFixed(2)}×`;
}
