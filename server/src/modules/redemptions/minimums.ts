import type { RedemptionMethod } from '@casino/contract';
import type { Config } from '../../config';

/** The least SC (minor units) a request by this method may be (sweepstakes.md "Redemptions"). */
export function minimumOf(
  config: Pick<Config, 'REDEMPTION_MIN_BANK_SC' | 'REDEMPTION_MIN_GIFT_CARD_SC' | 'REDEMPTION_MIN_CRYPTO_SC'>,
  method: RedemptionMethod,
): bigint {
  const coins: Record<RedemptionMethod, number> = {
    bank: config.REDEMPTION_MIN_BANK_SC,
    gift_card: config.REDEMPTION_MIN_GIFT_CARD_SC,
    crypto: config.REDEMPTION_MIN_CRYPTO_SC,
  };
  return BigInt(coins[method]) * 100n;
}
