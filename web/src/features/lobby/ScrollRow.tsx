import { type ReactNode, type Ref, useRef } from 'react';
import { ScrollArrows } from '../../ui/ScrollArrows';

/** Spec §9: one arrow press scrolls 250 px, 310 px under 575 px wide. */
export const scrollStep = () => (window.innerWidth < 575 ? 310 : 250);

/** A titled horizontal row (tiles, providers) with the spec's scroll arrows beside its title. */
export function ScrollRow({
  title,
  icon,
  badge,
  action,
  children,
  testId,
  sectionRef,
}: {
  title: string;
  icon?: ReactNode;
  /** Shown after the title (a jackpot ticker). */
  badge?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** The row's section, for a caller that watches where it is (`useNearViewport`). */
  sectionRef?: Ref<HTMLElement>;
}) {
  const row = useRef<HTMLDivElement>(null);
  return (
    // Rows off screen are not painted (content-visibility): home holds a dozen rows of artwork, and
    // painting them all made every frame of the page, a dialog's opening included, slow on phones.
    <section
      ref={sectionRef}
      data-testid={testId}
      aria-label={title}
      className="min-w-0 [contain-intrinsic-size:auto_20rem] [content-visibility:auto]"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          {icon}
          <h2 className="truncate text-base font-bold md:text-xl">{title}</h2>
          {badge}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {action}
          <ScrollArrows
            label={title}
            onScroll={(dir) => row.current?.scrollBy({ left: dir * scrollStep(), behavior: 'smooth' })}
          />
        </div>
      </div>
      <div
        ref={row}
        className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:none] md:gap-3 xl:gap-4 [&::-webkit-scrollbar]:hidden"
      >
        {children}
      </div>
    </section>
  );
}

/** Width of one tile inside a ScrollRow: about 3 per row on phones up to 6.5 on wide screens. */
export const ROW_TILE =
  'shrink-0 snap-start basis-[31%] min-[480px]:basis-[23.5%] lg:basis-[18.8%] 2xl:basis-[15.4%]';
