import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { adminKeys, queryString, useAdminQuery } from '../api';
import { DataTable, queryProps } from './DataTable';

/** A numbered page of a back-office list, as every `/api/admin` list answers it. */
export interface AdminPageOf<Row> {
  data: Row[];
  page: number;
  per_page: number;
  total: number;
}

/**
 * One page of a back-office list the server pages; new filters start again at the first page. The
 * area names the list for refreshing: an action on that area reads it again.
 */
export function usePagedList<Answer extends AdminPageOf<unknown>>(
  area: string,
  path: string,
  filters: Record<string, string | number | undefined> = {},
) {
  const [page, setPage] = useState(1);
  const filterKey = JSON.stringify(filters);
  const [pageOf, setPageOf] = useState(filterKey);
  if (pageOf !== filterKey) {
    setPageOf(filterKey);
    setPage(1);
  }
  const list = useAdminQuery<Answer>(
    adminKeys.area(area, path, filterKey, page),
    `${path}${queryString({ ...filters, page })}`,
  );
  return { list, setPage };
}

/** The DataTable's pager for a numbered page the server answered (none until it answers). */
export function serverPageProps(answer: AdminPageOf<unknown> | undefined, onPage: (page: number) => void) {
  return answer
    ? { serverPage: { page: answer.page, perPage: answer.per_page, total: answer.total, onPage } }
    : {};
}

/** The DataTable props that show a paged list: its rows, its states and its pager. */
export function pagedProps<Row>({ list, setPage }: ReturnType<typeof usePagedList<AdminPageOf<Row>>>) {
  return { ...queryProps(list, list.data?.data), ...serverPageProps(list.data, setPage) };
}

export interface PagedTableProps<Row> {
  label: string;
  area: string;
  path: string;
  filters?: Record<string, string | number | undefined>;
  // biome-ignore lint/suspicious/noExplicitAny: columns of mixed value types, as TanStack's own examples type them
  columns: ColumnDef<Row, any>[];
  empty: string;
  rowId(row: Row): string;
  stackOnPhone?: boolean;
}

/** A back-office list the server pages: one page at a time, sorted and filtered within it. */
export function PagedTable<Row>({ area, path, filters, ...table }: PagedTableProps<Row>) {
  const paged = usePagedList<AdminPageOf<Row>>(area, path, filters);
  return <DataTable {...table} {...pagedProps(paged)} />;
}
