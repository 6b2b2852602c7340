import { ArrowLeft, CalendarClock } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { Skeleton } from '../../ui/Skeleton';
import { usePromotion } from './api';
import { endsOn } from './dates';
import { PromotionCategory, promotionColor } from './PromotionCategory';

/** /promotions/{slug}: one visible promotion; an unknown, ended or offline one is not found. */
export default function PromotionArticlePage() {
  const { slug = '' } = useParams();
  const { data: promotion, isPending, isError } = usePromotion(slug);
  if (isPending) return <Skeleton className="h-80 w-full rounded-2xl" />;
  if (isError) return <p className="py-16 text-center text-text-muted">Failed to load this promotion.</p>;
  if (!promotion)
    return <Navigate to={`/not-found?path=${encodeURIComponent(`/promotions/${slug}`)}`} replace />;
  const color = promotionColor(promotion);
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-5" data-testid="promotion-article">
      <Link to="/promotions" className="flex items-center gap-1.5 text-sm text-text-muted hover:text-text">
        <ArrowLeft size={16} aria-hidden /> All promotions
      </Link>
      <div
        className="aspect-[1.71] w-full rounded-2xl bg-cover bg-center"
        style={{
          backgroundColor: color,
          backgroundImage: promotion.Image ? `url("${promotion.Image}")` : undefined,
        }}
      />
      <PromotionCategory promotion={promotion} />
      <h1 className="-mt-3 text-[28px] leading-tight font-extrabold">{promotion.Title}</h1>
      {promotion.EndDate && (
        <p className="-mt-2 flex items-center gap-1.5 text-sm text-text-muted">
          <CalendarClock size={16} aria-hidden /> {endsOn(promotion.EndDate)}
        </p>
      )}
      {promotion.Description?.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph} className="text-base leading-relaxed text-text/90">
          {paragraph}
        </p>
      ))}
    </article>
  );
}
