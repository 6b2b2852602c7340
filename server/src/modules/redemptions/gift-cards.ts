import { formatAmount, type GiftCardOption, REDEMPTION_TEXTS } from '@casino/contract';
import type { GiftCardBrand } from '../../adapters/gift-cards/interface';
import { AppError, fieldError } from '../../http/errors';
import type { RedemptionsPorts } from './ports';

/** The vendor's catalog as the redeem screen lists it (amounts in SC, which are USD); none without a vendor. */
export async function giftCardOptions(ports: RedemptionsPorts): Promise<GiftCardOption[]> {
  if (!ports.giftCards) return [];
  return (await ports.giftCards.catalog()).map((brand) => ({
    brand: brand.id,
    name: brand.name,
    denominations: brand.denominationsCents?.map(formatAmount) ?? null,
    min: formatAmount(brand.minCents),
    max: formatAmount(brand.maxCents),
  }));
}

/**
 * The catalog brand a request names, if it sells this amount (SC minor units = USD cents): one of its
 * denominations, or a whole-dollar amount in its range. Refused on the field otherwise.
 */
export async function giftCardFor(
  ports: RedemptionsPorts,
  brandId: string,
  amount: bigint,
): Promise<GiftCardBrand> {
  if (!ports.giftCards) throw new AppError('BAD_REQUEST', REDEMPTION_TEXTS.unavailable);
  const brand = (await ports.giftCards.catalog()).find((b) => b.id === brandId);
  if (!brand) throw fieldError('giftCardBrand', REDEMPTION_TEXTS.noGiftCard);
  const sold = brand.denominationsCents
    ? brand.denominationsCents.includes(amount)
    : amount % 100n === 0n && amount >= brand.minCents && amount <= brand.maxCents;
  if (!sold) throw fieldError('amount', REDEMPTION_TEXTS.giftCardAmount);
  return brand;
}
