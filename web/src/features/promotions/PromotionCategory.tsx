import { PROMOTION_DEFAULT_COLOR, type Promotion } from '@casino/contract';

/** The colour a promotion is drawn in: its own, or the house default. */
export const promotionColor = (promotion: Promotion) => promotion.Color ?? PROMOTION_DEFAULT_COLOR;

/** A promotion's category name, small and in the promotion's colour; nothing when it has no category. */
export function PromotionCategory({ promotion }: { promotion: Promotion }) {
  if (!promotion.Category) return null;
  return (
    <span className="text-xs font-bold tracking-wider uppercase" style={{ color: promotionColor(promotion) }}>
      {promotion.Category.Title}
    </span>
  );
}
