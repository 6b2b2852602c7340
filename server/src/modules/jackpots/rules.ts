import { type Coin, JACKPOT_TIERS, type JackpotTier } from '@casino/contract';

/**
 * The jackpot rules, published on `/freebies/jackpotcontributors` (issue 23). They are the house's money
 * on top of each game's own RTP: a contributing bet adds 1% of its wager to the pools, and the house also
 * pays the seeds (about 0.4% of the wager at the odds below), so jackpots return about 1.4% more.
 *
 * - Who contributes: a bet of at least 1.00 coin (GC or SC) in a game with `has_jackpot`. A smaller bet
 *   adds nothing and takes no part in the draw, so nobody can chase a pool with bets too small to feed it.
 * - Share: 1% of the wager, in minor units rounded down, split Minor 40% / Major 30% / Mega 20% /
 *   Grand 10%, each rounded down; the units left over go to Minor, the pool won most often, so rounding
 *   dust returns to players soonest.
 * - Odds: per 1.00 coin wagered, Minor 1 in 5,000, Major 1 in 50,000, Mega 1 in 500,000, Grand 1 in
 *   5,000,000, in proportion to the wager (a 2.00 bet has twice a 1.00 bet's chance), each tier drawn on
 *   its own; a wager at or above a tier's whole range (5,000.00 for Minor) wins it for sure.
 * - Seeds (the amount a pool restarts at, paid by the house): Minor 5.00, Major 50.00, Mega 500.00,
 *   Grand 5,000.00, in the bet's coin (migration 38 writes them into `jackpot_pools`).
 * - Pools are per coin: GC bets feed and win the GC pools, SC bets the SC pools.
 */
export const JACKPOT_SHARE_BASIS_POINTS = 100n;

/** The smallest wager that contributes and draws: 1.00 coin, whose 1% is one minor unit. */
export const JACKPOT_MIN_WAGER = 100n;

/** Each tier's part of the contribution, in percent; they sum to 100. */
export const TIER_SPLIT_PERCENT: Record<JackpotTier, bigint> = {
  Minor: 40n,
  Major: 30n,
  Mega: 20n,
  Grand: 10n,
};

/** A tier is won once per this many coins wagered, on average (in whole coins, 1.00 = 100 minor units). */
export const TIER_ODDS_PER_COIN: Record<JackpotTier, bigint> = {
  Minor: 5_000n,
  Major: 50_000n,
  Mega: 500_000n,
  Grand: 5_000_000n,
};

const MINOR_UNITS_PER_COIN = 100n;

/** The ledger account kind that holds each tier's pool (its stripes, one per house shard). */
export const TIER_ACCOUNT_KIND = {
  Minor: 'jackpot_minor',
  Major: 'jackpot_major',
  Mega: 'jackpot_mega',
  Grand: 'jackpot_grand',
} as const satisfies Record<JackpotTier, string>;

/** A uniform draw: an integer in [0, n). `crypto.randomInt` in production, a fixed one in tests. */
export interface JackpotDraw {
  below(n: number): number;
}

/** What a bet adds to each pool, in minor units: 1% of the wager split 40/30/20/10, dust to Minor. */
export function contributionShares(wager: bigint): Record<JackpotTier, bigint> {
  const total = wager >= JACKPOT_MIN_WAGER ? (wager * JACKPOT_SHARE_BASIS_POINTS) / 10_000n : 0n;
  const shares = { Minor: 0n, Major: 0n, Mega: 0n, Grand: 0n };
  for (const tier of JACKPOT_TIERS) shares[tier] = (total * TIER_SPLIT_PERCENT[tier]) / 100n;
  shares.Minor += total - JACKPOT_TIERS.reduce((sum, tier) => sum + shares[tier], 0n);
  return shares;
}

/**
 * The tiers this bet wins, highest first (a bet that wins two is paid both). Each tier is one draw in
 * [0, range) against the wager, range = the tier's odds in minor units: the chance is wager / range.
 */
export function tiersWon(draw: JackpotDraw, wager: bigint): JackpotTier[] {
  if (wager < JACKPOT_MIN_WAGER) return [];
  const won: JackpotTier[] = [];
  for (const tier of [...JACKPOT_TIERS].reverse()) {
    const range = TIER_ODDS_PER_COIN[tier] * MINOR_UNITS_PER_COIN;
    if (BigInt(draw.below(Number(range))) < wager) won.push(tier);
  }
  return won;
}

/** One pool: a tier in a coin. */
export interface Pool {
  coin: Coin;
  tier: JackpotTier;
}
