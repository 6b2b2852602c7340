import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';

const LOOKS = {
  /** The lobby's rows: small squares beside the row's title. */
  square: { arrow: 'size-8 rounded-lg hover:bg-surface-2', icon: 16 },
  /** The landing's carousels: larger discs. */
  round: { arrow: 'size-10 rounded-full', icon: 18 },
} as const;

/** The left and right buttons that scroll the row called `label`; `className` places the pair. */
export function ScrollArrows({
  label,
  onScroll,
  look = 'square',
  className = 'flex gap-1.5',
}: {
  label: string;
  onScroll: (direction: -1 | 1) => void;
  look?: keyof typeof LOOKS;
  className?: string;
}) {
  const { arrow, icon } = LOOKS[look];
  return (
    <div className={className}>
      {([-1, 1] as const).map((direction) => (
        <button
          key={direction}
          type="button"
          aria-label={`Scroll ${label} ${direction < 0 ? 'left' : 'right'}`}
          className={clsx(
            'grid place-items-center border border-line bg-surface-1 text-text-muted transition-colors hover:text-text',
            arrow,
          )}
          onClick={() => onScroll(direction)}
        >
          {direction < 0 ? <ChevronLeft size={icon} /> : <ChevronRight size={icon} />}
        </button>
      ))}
    </div>
  );
}
