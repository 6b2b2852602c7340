import type { Category } from '@casino/contract';
import clsx from 'clsx';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ScrollArrows } from '../../ui/ScrollArrows';
import { Skeleton } from '../../ui/Skeleton';
import { CategoryIcon } from './CategoryIcon';
import { pillSearch } from './list-query';
import { placeholders } from './placeholders';
import { scrollStep } from './ScrollRow';

/** The lobby's category pill bar: All, then each category shown in all games. */
export function CategoryPills({
  categories,
  current,
}: {
  categories: Category[] | undefined;
  current: string;
}) {
  const row = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const pills = categories
    ? [
        { slug: 'all', name: 'All Games', icon: 'all' },
        ...categories
          .filter((c) => c.type === 'category' && c.show_in_all_games)
          .map((c) => ({ slug: c.slug, name: c.name, icon: c.icon ?? c.slug })),
      ]
    : undefined;
  return (
    <div className="flex items-center gap-2">
      <div
        ref={row}
        data-testid="category-pills"
        className="flex min-w-0 flex-1 gap-2 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {pills
          ? pills.map((pill) => (
              <Link
                key={pill.slug}
                to={`/casino/group/${pill.slug}${pillSearch(location.search)}`}
                aria-current={pill.slug === current ? 'page' : undefined}
                className={clsx(
                  'flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
                  pill.slug === current
                    ? 'border-accent/60 bg-accent/15 text-text'
                    : 'border-line bg-surface-1 text-text-muted hover:bg-surface-2 hover:text-text',
                )}
              >
                <CategoryIcon slug={pill.icon} size={15} />
                {pill.name}
              </Link>
            ))
          : placeholders(8).map((key) => <Skeleton key={key} className="h-9 w-24 shrink-0 rounded-full" />)}
      </div>
      <div className="hidden lg:block">
        <ScrollArrows
          label="categories"
          onScroll={(dir) => row.current?.scrollBy({ left: dir * scrollStep(), behavior: 'smooth' })}
        />
      </div>
    </div>
  );
}
