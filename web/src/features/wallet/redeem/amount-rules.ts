import {
  type GiftCardOption,
  REDEMPTION_TEXTS,
  type RedemptionMethod,
  type RedemptionOptions,
} from '@casino/contract';

/** "12.5" → 1250n; null when it is not an SC amount with at most two decimals. */
export function toCents(text: string): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Whether the card is sold in this amount: one of its denominations, or a whole amount in its range. */
export function soldInAmount(card: GiftCardOption, amount: string): boolean {
  const cents = toCents(amount);
  if (cents === null) return false;
  if (card.denominations) return card.denominations.some((d) => toCents(d) === cents);
  return cents % 100n === 0n && cents >= (toCents(card.min) ?? 0n) && cents <= (toCents(card.max) ?? 0n);
}

/**
 * What the contract's amount rules (two decimals, above zero) cannot know, in the server's own words:
 * the chosen method's minimum, the redeemable SC the player holds (never the unplayed ones), and the
 * amounts the chosen gift `card` is sold in. Null when the amount may be sent, or when its shape is
 * already wrong (the contract's message says so).
 */
export function amountOutOfReach(
  text: string,
  minimum: string,
  redeemable: string,
  card?: GiftCardOption,
): string | null {
  const cents = toCents(text);
  if (cents === null || cents === 0n) return null;
  if (cents < (toCents(minimum) ?? 0n)) return REDEMPTION_TEXTS.belowMinimum(minimum);
  if (cents > (toCents(redeemable) ?? 0n)) return REDEMPTION_TEXTS.notEnough;
  if (card && !soldInAmount(card, text)) return REDEMPTION_TEXTS.giftCardAmount;
  return null;
}

/**
 * The method the Redeem page starts on: the first offered one whose minimum the player's redeemable SC
 * reach (a player with 54 SC starts on a gift card, not a 100 SC bank transfer), else the first offered.
 */
export function startingMethod(options: Pick<RedemptionOptions, 'methods' | 'redeemable'>): RedemptionMethod {
  const offered = options.methods.filter((m) => m.available);
  const held = toCents(options.redeemable) ?? 0n;
  const reachable = offered.find((m) => (toCents(m.minimum) ?? 0n) <= held);
  return (reachable ?? offered[0])?.method ?? 'bank';
}
