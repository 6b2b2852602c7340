import type { Promotion } from '@casino/contract';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { endsOn } from './dates';
import { PromotionCategory, promotionColor } from './PromotionCategory';

/** A promotion in the list: its art (or its colour), category, title, blurb and end date. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const color = promotionColor(promotion);
  return (
    <Link
      to={`/promotions/${promotion.Slug}`}
      data-testid={`promotion-${promotion.Slug}`}
      className="group flex flex-col overflow-hidden rounded-2xl border border-line bg-surface-1 transition-colors hover:border-text-muted/40"
    >
      <div
        className="aspect-[1.71] bg-cover bg-center"
        style={{
          backgroundColor: promotion.Image ? undefined : color,
          backgroundImage: promotion.Image
            ? `url("${promotion.Image}")`
            : `linear-gradient(135deg, ${color}, #16263a)`,
        }}
      />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <PromotionCategory promotion={promotion} />
        <h2 className="text-base font-bold group-hover:text-accent">{promotion.Title}</h2>
        {promotion.Description && (
          <p className="line-clamp-2 text-sm text-text-muted">{promotion.Description}</p>
        )}
        {promotion.EndDate && (
          <p className="mt-auto flex items-center gap-1.5 pt-2 text-xs text-text-muted">
            <CalendarClock size={14} aria-hidden /> {endsOn(promotion.EndDate)}
          </p>
        )}
      </div>
    </Link>
  );
}
