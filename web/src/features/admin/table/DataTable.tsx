import {
  type ColumnDef,
  type ColumnFiltersState,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../ui/Button';
import { FormMessage } from '../../../ui/Field';
import { Skeleton } from '../../../ui/Skeleton';

/** What a column may ask of the table: a filter box in its header, and right-aligned numbers. */
declare module '@tanstack/react-table' {
  interface ColumnMeta<TData, TValue> {
    filter?: 'text';
    numeric?: boolean;
  }
}

export interface DataTableProps<Row> {
  /** What the table lists, for screen readers and tests ("Players", "Redemptions"). */
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: columns of mixed value types, as TanStack's own examples type them
  columns: ColumnDef<Row, any>[];
  rows: Row[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry(): void;
  /** Shown when the query answered no rows. */
  empty: string;
  pageSize?: number;
  /** Opens a row (a player's detail); rows are plain when absent. */
  onRowClick?(row: Row): void;
  rowId?(row: Row): string;
  initialSorting?: SortingState;
  /** The server's numbered pages (the back office's lists answer 25 rows a page); the rows are one page. */
  serverPage?: ServerPage;
  /**
   * Under 768 px each row becomes a card of labelled fields instead of a line to scroll sideways (for
   * lists read one entry at a time: players, the audit log); sorting and column filters are desktop's.
   */
  stackOnPhone?: boolean;
}

/** A numbered page the server answered, and how to ask for another. */
export interface ServerPage {
  page: number;
  perPage: number;
  total: number;
  onPage(page: number): void;
}

/** What a table reads of a back-office query: whether it is still loading, its error, how to ask again. */
export interface TableQuery {
  isPending: boolean;
  error: Error | null;
  refetch(): unknown;
}

/** The DataTable props that show a query's rows: skeletons while it loads, its error with Retry. */
export function queryProps<Row>(query: TableQuery, rows: Row[] | undefined) {
  return { rows, loading: query.isPending, error: query.error, onRetry: () => void query.refetch() };
}

const SKELETON_ROWS = 5;
/**
 * The rows while a query loads: one array for every render. A new `[]` each render is new data to
 * TanStack, which resets the page index in a microtask, which renders again: while the skeleton showed,
 * a key pressed in the page's search box made that a loop that froze the tab.
 */
const NO_ROWS: never[] = [];

/**
 * The back office's one table: TanStack Table sorts, filters and pages the rows a query answered;
 * while the query loads it shows skeleton rows, and an error with Retry instead of a blank table.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  loading,
  error,
  onRetry,
  empty,
  pageSize = 20,
  onRowClick,
  rowId,
  initialSorting = [],
  serverPage,
  stackOnPhone = false,
}: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  // With the server's pages, TanStack pages nothing itself and the pager asks the server instead.
  const serverPagination = serverPage && { pageIndex: serverPage.page - 1, pageSize: serverPage.perPage };
  const table = useReactTable({
    data: rows ?? NO_ROWS,
    columns,
    state: { sorting, columnFilters, ...(serverPagination ? { pagination: serverPagination } : {}) },
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    ...(rowId ? { getRowId: rowId } : {}),
    ...(serverPage && serverPagination
      ? {
          manualPagination: true,
          rowCount: serverPage.total,
          autoResetPageIndex: false,
          // Only a page the pager really moved to is asked for: TanStack also reports its own resets,
          // which wrote '?page=1' into the address of a list just opened.
          onPaginationChange: (update) => {
            const next = typeof update === 'function' ? update(serverPagination) : update;
            if (next.pageIndex !== serverPagination.pageIndex) serverPage.onPage(next.pageIndex + 1);
          },
        }
      : { initialState: { pagination: { pageSize } }, autoResetPageIndex: true }),
  });
  const columnCount = table.getVisibleLeafColumns().length;
  const pageCount = table.getPageCount();

  if (error && !rows) {
    return (
      <div className="flex flex-col items-start gap-3" data-testid="table-error">
        <FormMessage tone="error">{error.message}</FormMessage>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-xl border border-line bg-surface-1">
        <table
          aria-label={label}
          aria-busy={loading || undefined}
          className={clsx('w-full text-left text-sm', stackOnPhone && 'max-md:block')}
        >
          <thead
            className={clsx('border-b border-line text-xs text-text-muted', stackOnPhone && 'max-md:hidden')}
          >
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                      className={clsx(
                        'px-3 py-2 align-top font-medium whitespace-nowrap',
                        meta?.numeric && 'text-right',
                      )}
                    >
                      {header.isPlaceholder ? null : header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex min-h-8 items-center gap-1 hover:text-text"
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {sorted === 'asc' ? (
                            <ArrowUp size={12} />
                          ) : sorted === 'desc' ? (
                            <ArrowDown size={12} />
                          ) : (
                            <ArrowUpDown size={12} className="opacity-40" />
                          )}
                        </button>
                      ) : (
                        <span className="inline-flex min-h-8 items-center">
                          {flexRender(header.column.columnDef.header, header.getContext())}
                        </span>
                      )}
                      {meta?.filter === 'text' && (
                        <input
                          aria-label={`Filter ${String(header.column.columnDef.header ?? header.id)}`}
                          value={String(header.column.getFilterValue() ?? '')}
                          onChange={(e) => header.column.setFilterValue(e.target.value || undefined)}
                          placeholder="Filter"
                          className="mt-1 block h-8 w-full min-w-20 rounded-md border border-line bg-surface-2 px-2 text-xs text-text outline-none focus:border-accent"
                        />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={clsx(stackOnPhone && 'max-md:block')}>
            {loading && !rows ? (
              Array.from({ length: SKELETON_ROWS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by
                <tr key={i} className="border-b border-line/60 last:border-0">
                  <td colSpan={columnCount} className="px-3 py-2">
                    <Skeleton className="h-6 w-full" />
                  </td>
                </tr>
              ))
            ) : table.getRowModel().rows.length === 0 ? (
              <tr>
                <td
                  colSpan={columnCount}
                  className="px-3 py-10 text-center text-text-muted"
                  data-testid="table-empty"
                >
                  {empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                  className={clsx(
                    'border-b border-line/60 last:border-0 hover:bg-surface-2',
                    onRowClick && 'cursor-pointer',
                    stackOnPhone && 'max-md:block max-md:py-2',
                  )}
                >
                  {row.getVisibleCells().map((cell) => {
                    const { header, meta } = cell.column.columnDef;
                    const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                    return (
                      <td
                        key={cell.id}
                        className={clsx(
                          'px-3 py-2 align-middle',
                          meta?.numeric && 'tabular text-right whitespace-nowrap',
                          stackOnPhone &&
                            'max-md:flex max-md:items-baseline max-md:gap-3 max-md:py-1 max-md:text-left',
                        )}
                      >
                        {stackOnPhone ? (
                          <>
                            <span className="w-24 shrink-0 text-xs text-text-muted md:hidden">
                              {typeof header === 'string' ? header : cell.column.id}
                            </span>
                            <div className="max-md:min-w-0 max-md:flex-1">{content}</div>
                          </>
                        ) : (
                          content
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {error && rows && <FormMessage tone="error">{error.message}</FormMessage>}
      {pageCount > 1 && (
        <Pager
          page={table.getState().pagination.pageIndex + 1}
          pages={pageCount}
          previous={table.getCanPreviousPage() ? () => table.previousPage() : undefined}
          next={table.getCanNextPage() ? () => table.nextPage() : undefined}
        />
      )}
    </div>
  );
}

function Pager({
  page,
  pages,
  previous,
  next,
}: {
  page: number;
  pages: number;
  previous: (() => void) | undefined;
  next: (() => void) | undefined;
}): ReactNode {
  return (
    <nav aria-label="Pages" className="flex items-center justify-end gap-2 text-sm text-text-muted">
      <Button
        variant="secondary"
        size="sm"
        onClick={previous}
        disabled={!previous}
        aria-label="Previous page"
      >
        <ChevronLeft size={14} />
      </Button>
      <span className="tabular">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" size="sm" onClick={next} disabled={!next} aria-label="Next page">
        <ChevronRight size={14} />
      </Button>
    </nav>
  );
}
