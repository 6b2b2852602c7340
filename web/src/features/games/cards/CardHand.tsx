import clsx from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { PlayingCard } from './PlayingCard';

export interface DealtCard {
  /** Stable while the same card lies in the same place (a hole card keeps its key when it turns up). */
  key: string;
  code: string | null;
  dealDelay?: number | undefined;
  flipDelay?: number | undefined;
}

/**
 * A hand of overlapping cards with its label and total badge. The card width comes from the
 * `--card-w` custom property (set per breakpoint by the table), and each card after the first
 * overlaps the one before by `overlap` of that width.
 */
export function CardHand({
  cards,
  label,
  badge,
  tone = 'idle',
  overlap = 0.55,
  className,
  testId,
}: {
  cards: readonly DealtCard[];
  label?: ReactNode;
  /** The total, shown once there is something to count. */
  badge?: ReactNode;
  tone?: 'idle' | 'active' | 'win' | 'loss' | 'push';
  overlap?: number;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={clsx('flex flex-col items-center gap-2', className)} data-testid={testId}>
      {(label || badge !== undefined) && (
        <div className="flex min-h-7 items-center gap-2 text-xs font-semibold tracking-wide text-text-muted uppercase">
          {label}
          {badge !== undefined && badge !== null && (
            <span
              className={clsx(
                'tabular rounded-full px-2.5 py-0.5 text-sm font-extrabold normal-case transition-colors duration-200',
                tone === 'win' && 'bg-win text-surface-0',
                tone === 'loss' && 'bg-loss text-white',
                tone === 'push' && 'bg-text-muted text-surface-0',
                (tone === 'idle' || tone === 'active') && 'bg-surface-0/80 text-text',
              )}
            >
              {badge}
            </span>
          )}
        </div>
      )}
      <div
        className={clsx(
          'flex min-h-[calc(var(--card-w)*1.4)] items-start rounded-xl p-1 transition-shadow duration-200',
          tone === 'active' && 'shadow-[0_0_0_2px_var(--color-accent)]',
          tone === 'win' && 'shadow-[0_0_0_2px_var(--color-win),0_0_24px_rgba(31,209,122,0.35)]',
          tone === 'loss' && 'opacity-70',
        )}
      >
        {cards.map((card, i) => (
          <div
            key={card.key}
            style={{ marginLeft: i === 0 ? 0 : `calc(var(--card-w) * -${overlap})` } as CSSProperties}
          >
            <PlayingCard
              code={card.code}
              dealDelay={card.dealDelay}
              flipDelay={card.flipDelay}
              className="w-[var(--card-w)]"
            />
          </div>
        ))}
      </div>
    </div>
  );
}
