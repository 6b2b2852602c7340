import { type Coin, formatAmount, PLAY_TEXTS, parseAmount } from '@casino/contract';
import type { Config } from '../../../config';
import { AppError, fieldError } from '../../../http/errors';
import type { PlayPostingRules } from '../../../ledger/play-postings';
import { highRollerThresholds } from './high-roller';

export interface CoinLimits {
  min: bigint;
  max: bigint;
  maxPayout: bigint;
}
export type PlayLimits = Record<Coin, CoinLimits>;

/** Why the play policy refuses a play; each carries the limit it broke, in the player's coin. */
export type PlayRefusal =
  | { reason: 'below_min'; coin: Coin; min: bigint }
  | { reason: 'above_max'; coin: Coin; max: bigint }
  | { reason: 'above_max_payout'; coin: Coin; maxPayout: bigint };
export type LimitReason = PlayRefusal['reason'];

/**
 * The most a play can pay, for the max-payout limit: a multiplier of the wager (exact, as the ledger's
 * batch compares it in numeric), or a payout already computed by the game's own rounding.
 */
export type BestCase = { multiplier: number } | { payout: bigint };

/** The limits every house game plays under (instant, step, crash, duels): one rule, in bigint only. */
export class PlayPolicy {
  constructor(readonly limits: PlayLimits) {}

  static fromConfig(config: Pick<Config, 'PLAY_LIMITS_GC' | 'PLAY_LIMITS_SC'>): PlayPolicy {
    return new PlayPolicy({ GC: coinLimits(config.PLAY_LIMITS_GC), SC: coinLimits(config.PLAY_LIMITS_SC) });
  }

  /** Why a play of `wager` in `coin` is refused, or null when the limits allow it. */
  refusal(coin: Coin, wager: bigint, best?: BestCase): PlayRefusal | null {
    const l = this.limits[coin];
    if (wager < l.min) return this.refused('below_min', coin);
    if (wager > l.max) return this.refused('above_max', coin);
    if (best && exceeds(wager, best, l.maxPayout)) return this.refused('above_max_payout', coin);
    return null;
  }

  /** Refuses a play the limits do not allow with its 422; does nothing otherwise. */
  check(coin: Coin, wager: bigint, best?: BestCase): void {
    const refusal = this.refusal(coin, wager, best);
    if (refusal) throw refusalError(refusal);
  }

  /** The refusal for a limit broken where it was checked elsewhere (the ledger's batch of plays). */
  refused(reason: LimitReason, coin: Coin): PlayRefusal {
    const l = this.limits[coin];
    switch (reason) {
      case 'below_min':
        return { reason, coin, min: l.min };
      case 'above_max':
        return { reason, coin, max: l.max };
      case 'above_max_payout':
        return { reason, coin, maxPayout: l.maxPayout };
    }
  }

  /** The same rules as the ledger's batch of plays takes them. */
  postingRules(): PlayPostingRules {
    return {
      limits: [this.limits.GC, this.limits.SC].flatMap((l) => [l.min, l.max, l.maxPayout].map(String)),
      highRoller: highRollerThresholds().map(String),
    };
  }
}

/** A refused play: a 422 on the wager in the limit's words. */
export function refusalError(refusal: PlayRefusal): AppError {
  switch (refusal.reason) {
    case 'below_min':
      return fieldError('wager', PLAY_TEXTS.min(formatAmount(refusal.min), refusal.coin));
    case 'above_max':
      return fieldError('wager', PLAY_TEXTS.max(formatAmount(refusal.max), refusal.coin));
    case 'above_max_payout':
      return fieldError('wager', PLAY_TEXTS.maxPayout(formatAmount(refusal.maxPayout), refusal.coin));
  }
}

export function insufficientFunds(): AppError {
  return new AppError('INSUFFICIENT_FUNDS', PLAY_TEXTS.insufficient, { wager: [PLAY_TEXTS.insufficient] });
}

function coinLimits(text: string): CoinLimits {
  const [min, max, maxPayout] = text.split(',').map((part) => parseAmount(part) as bigint) as [
    bigint,
    bigint,
    bigint,
  ];
  return { min, max, maxPayout };
}

function exceeds(wager: bigint, best: BestCase, maxPayout: bigint): boolean {
  if ('payout' in best) return best.payout > maxPayout;
  const { numerator, denominator } = fraction(best.multiplier);
  return wager * numerator > maxPayout * denominator;
}

/** A multiplier as the exact fraction its decimal text says (what the database reads it as). */
function fraction(multiplier: number): { numerator: bigint; denominator: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(multiplier.toString());
  if (!match) throw new Error(`play policy: multiplier ${multiplier} is not a plain decimal`);
  const decimals = match[2] ?? '';
  return { numerator: BigInt(match[1] + decimals), denominator: 10n ** BigInt(decimals.length) };
}
