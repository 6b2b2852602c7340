import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { EmptyList, ListError } from './ListStates';

/** A column of the desktop table: its heading, its cell, and where it shows. */
export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

interface PagedListProps<Row extends { id: string }> {
  query: UseInfiniteQueryResult<InfiniteData<{ data: Row[] }>>;
  /** What the table and the card list are called, for assistive technology. */
  label: string;
  /** What will show here once there is something. */
  empty: string;
  /** Where a row leads (its details page), and what it is called there ("Play #12"). */
  to: (row: Row) => string;
  title: (row: Row) => string;
  /** The desktop table's columns. */
  columns: Column<Row>[];
  /** A row as a phone card: its left side (title, line below) and its right side (an amount). */
  card: (row: Row) => { main: ReactNode; aside: ReactNode };
  testId: string;
}

/**
 * A list of the player's own rows, newest first, page by page: a skeleton while it loads, the spec's
 * empty text, a table on desktop and cards on a phone (each opening the row's page), and Load more.
 */
export function PagedList<Row extends { id: string }>(props: PagedListProps<Row>) {
  const { query, label, empty } = props;
  const rows = query.data?.pages.flatMap((page) => page.data);
  if (query.isPending) return <ListSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (query.isError) return <ListError message={query.error.message} />;
  if (!rows || rows.length === 0) return <EmptyList hint={empty} />;
  return (
    <div className="flex flex-col gap-4">
      <Table {...props} rows={rows} />
      <ul className="flex flex-col gap-2 md:hidden" aria-label={label}>
        {rows.map((row) => {
          const { main, aside } = props.card(row);
          return (
            <li key={row.id}>
              <Link
                to={props.to(row)}
                data-testid={`${props.testId}-card`}
                className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-line bg-surface-1 px-4 py-3 hover:bg-surface-2"
              >
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">{main}</span>
                {aside}
                <Chevron className="shrink-0 text-text-muted" />
              </Link>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          pending={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </div>
  );
}

/** Desktop: a table whose rows open their page, by click or by keyboard. */
function Table<Row extends { id: string }>({
  rows,
  label,
  to,
  title,
  columns,
  testId,
}: PagedListProps<Row> & { rows: Row[] }) {
  const navigate = useNavigate();
  const cell = 'border-t border-line px-4 py-3 align-middle';
  return (
    <div className="hidden overflow-hidden rounded-xl border border-line bg-surface-1 md:block">
      <table className="w-full border-separate border-spacing-0 text-sm" aria-label={label}>
        <thead>
          <tr className="text-left text-xs text-text-muted">
            {columns.map((c) => (
              <th key={c.label} className={clsx('px-4 py-2.5 font-medium', c.className)}>
                {c.label}
              </th>
            ))}
            <th className="w-10 px-4 py-2.5" aria-hidden />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid={`${testId}-row`}
              tabIndex={0}
              aria-label={`Open ${title(row)}`}
              onClick={() => navigate(to(row))}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  navigate(to(row));
                }
              }}
              className="cursor-pointer transition-colors duration-150 hover:bg-surface-2/70 focus-visible:bg-surface-2/70"
            >
              {columns.map((c) => (
                <td key={c.label} className={clsx(cell, c.className)}>
                  {c.cell(row)}
                </td>
              ))}
              <td className={clsx(cell, 'text-text-muted')}>
                <Chevron />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Rows still on their way: the shape of the list, not a spinner. */
function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-2" aria-busy="true" role="status" aria-label={label}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} className="h-14 w-full md:h-11" />
      ))}
    </div>
  );
}

/**
 * "Opens": the shell's chevron turned to point right. ChevronRight itself would be one more module
 * shared with the landing page's carousel arrows, split into a chunk of its own that the landing
 * page would then load.
 */
function Chevron({ className }: { className?: string }) {
  return <ChevronDown size={16} className={clsx('-rotate-90', className)} />;
}
