import { type Coin, formatAmount, PLAY_TEXTS, parseAmount } from '@casino/contract';
import type { Config } from '../../config';
import { AppError, fieldError } from '../../http/errors';
import { COINS_PER_USD, HIGH_ROLLER_USD } from './catalog';

export interface CoinLimits {
  min: bigint;
  max: bigint;
  maxPayout: bigint;
}
export type PlayLimits = Record<Coin, CoinLimits>;

function coinLimits(text: string): CoinLimits {
  const [min, max, maxPayout] = text.split(',').map((part) => parseAmount(part) as bigint) as [
    bigint,
    bigint,
    bigint,
  ];
  return { min, max, maxPayout };
}

export function playLimits(config: Pick<Config, 'PLAY_LIMITS_GC' | 'PLAY_LIMITS_SC'>): PlayLimits {
  return { GC: coinLimits(config.PLAY_LIMITS_GC), SC: coinLimits(config.PLAY_LIMITS_SC) };
}

/** The limits as the settlement function takes them: GC min, max, max payout, then SC. */
export function limitsArray(limits: PlayLimits): string[] {
  return [limits.GC, limits.SC].flatMap((l) => [l.min, l.max, l.maxPayout].map(String));
}

/** Wager thresholds (minor units) of the high-rollers feed: GC, then SC. */
export function highRollerArray(): string[] {
  return [COINS_PER_USD.GC, COINS_PER_USD.SC].map((perUsd) => String(HIGH_ROLLER_USD * perUsd * 100n));
}

/** A play the limits refuse: a 422 on the wager in the limit's words. */
export function limitError(
  kind: 'below_min' | 'above_max' | 'above_max_payout',
  coin: Coin,
  limits: PlayLimits,
): AppError {
  const l = limits[coin];
  if (kind === 'below_min') return fieldError('wager', PLAY_TEXTS.min(formatAmount(l.min), coin));
  if (kind === 'above_max') return fieldError('wager', PLAY_TEXTS.max(formatAmount(l.max), coin));
  return fieldError('wager', PLAY_TEXTS.maxPayout(formatAmount(l.maxPayout), coin));
}

export function insufficientFunds(): AppError {
  return new AppError('INSUFFICIENT_FUNDS', PLAY_TEXTS.insufficient, { wager: [PLAY_TEXTS.insufficient] });
}
