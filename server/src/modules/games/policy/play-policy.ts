import { type Coin, PLAY_TEXTS, parseAmount, shownAmount } from '@casino/contract';
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
 * The limits every house game plays under (instant, step, crash, duels), from the configuration. The
 * database compares a play with them (db/functions/wager_limit_refusal.sql, asked through play-admission.ts
 * or the ledger's batch); this says a broken limit in the player's words.
 */
export class PlayPolicy {
  constructor(readonly limits: PlayLimits) {}

  static fromConfig(config: Pick<Config, 'PLAY_LIMITS_GC' | 'PLAY_LIMITS_SC'>): PlayPolicy {
    return new PlayPolicy({ GC: coinLimits(config.PLAY_LIMITS_GC), SC: coinLimits(config.PLAY_LIMITS_SC) });
  }

  /** The refusal for a limit the database found broken, with the limit. */
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
      return fieldError('wager', PLAY_TEXTS.min(shownAmount(refusal.min), refusal.coin));
    case 'above_max':
      return fieldError('wager', PLAY_TEXTS.max(shownAmount(refusal.max), refusal.coin));
    case 'above_max_payout':
      return fieldError('wager', PLAY_TEXTS.maxPayout(shownAmount(refusal.maxPayout), refusal.coin));
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
