/**
 * The sums a game's measured return is read from, over its settled rounds of one coin, in minor units.
 * Rounds with a wager of 0 (provider free rounds) are counted apart and are not in these sums.
 */
export interface RoundSums {
  rounds: bigint;
  wager: bigint;
  payout: bigint;
  wagerSquared: bigint;
  payoutSquared: bigint;
  wagerPayout: bigint;
}

export interface RatioEstimate {
  /** Σ payout ÷ Σ wager; null before the first round with a wager. */
  rtp: number | null;
  /** The 95% confidence interval of `rtp`; null with fewer than two rounds. */
  interval: { low: number; high: number } | null;
}

/** The normal distribution's 97.5th percentile: ± this many standard errors hold 95%. */
const Z_95 = 1.959964;

const RATIO_SCALE = 10n ** 15n;

/**
 * The measured return R = P / W (P = Σ payout, W = Σ wager over n rounds) and its 95% interval.
 *
 * R is a ratio estimator: rounds differ in size, so it is not a mean of per-round multipliers. Its
 * delta-method (linearised) variance is Var(R) ≈ n / (n − 1) · Σ (pᵢ − R·wᵢ)² / W², i.e. the spread of each
 * round's payout around what the measured return says it should pay, scaled by the total wagered. Expanded
 * with R = P / W and multiplied through by W², Σ (pᵢ·W − P·wᵢ)² = Σp²·W² − 2·P·W·Σpw + P²·Σw², which is
 * computed exactly in bigint (in floating point the three large terms nearly cancel); only the final
 * division is in floating point. The interval is R ± 1.96 standard errors, never below 0.
 */
export function ratioEstimate(sums: RoundSums): RatioEstimate {
  const { rounds: n, wager: w, payout: p } = sums;
  if (n === 0n || w === 0n) return { rtp: null, interval: null };
  const rtp = Number((p * RATIO_SCALE) / w) / Number(RATIO_SCALE);
  if (n < 2n) return { rtp, interval: null };
  const spread = sums.payoutSquared * w * w - 2n * p * w * sums.wagerPayout + p * p * sums.wagerSquared;
  const variance = (Number(n) / Number(n - 1n)) * (Number(spread) / Number(w) ** 4);
  const margin = Z_95 * Math.sqrt(Math.max(0, variance));
  return { rtp, interval: { low: Math.max(0, rtp - margin), high: rtp + margin } };
}
