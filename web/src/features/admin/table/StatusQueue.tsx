import { type ReactNode, useState } from 'react';
import { StatusTabs } from '../parts';
import { DataTable, type DataTableProps } from './DataTable';
import { type AdminPageOf, pagedProps, usePagedList } from './PagedTable';

/**
 * A status queue's state: the chosen tab (the first one given to begin with) and the server's page of it.
 * `filters` says how the tab is asked of the server (`?status=` unless told otherwise). Spread `queue`
 * into StatusQueue; `answer` is the page as the server answered it (its counts, for the tabs).
 */
export function useStatusQueue<Answer extends AdminPageOf<unknown>, Status extends string>(
  area: string,
  path: string,
  first: Status,
  filters: (status: Status) => Record<string, string | number | undefined> = (status) => ({ status }),
) {
  const [status, setStatus] = useState(first);
  const paged = usePagedList<Answer>(area, path, filters(status));
  return { status, answer: paged.list.data, queue: { current: status, onChange: setStatus, paged } };
}

/** What a status queue shows: its tabs, the page of the current tab, and the table's own words. */
export interface StatusQueueProps<Status extends string, Row>
  extends Pick<DataTableProps<Row>, 'label' | 'columns' | 'empty' | 'rowId' | 'stackOnPhone'> {
  statuses: readonly Status[];
  current: Status;
  onChange(status: NoInfer<Status>): void;
  counts: Partial<Record<NoInfer<Status>, number>> | undefined;
  paged: ReturnType<typeof usePagedList<AdminPageOf<Row>>>;
  /** What stands right of the tabs (a search box), if anything. */
  aside?: ReactNode;
}

/**
 * A back-office queue (approvals, free entries, orders, jobs): one tab per status with its count, and
 * the server's page of the chosen status below.
 */
export function StatusQueue<Status extends string, Row>({
  statuses,
  current,
  onChange,
  counts,
  paged,
  aside,
  ...table
}: StatusQueueProps<Status, Row>) {
  const tabs = <StatusTabs statuses={statuses} current={current} onChange={onChange} counts={counts} />;
  return (
    <>
      {aside ? (
        <div className="flex flex-wrap items-start justify-between gap-2">
          {tabs}
          {aside}
        </div>
      ) : (
        tabs
      )}
      <DataTable {...table} {...pagedProps(paged)} />
    </>
  );
}
