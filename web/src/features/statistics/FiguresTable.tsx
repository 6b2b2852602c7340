import clsx from 'clsx';
import type { ReactNode } from 'react';

/** One column of a statistics table: its heading, its cells' look (alignment, hidden on a phone), its cell. */
export interface FiguresColumn<Row> {
  head: string;
  className?: string;
  cell(row: Row): ReactNode;
}

const cellLook = 'px-3 py-2 align-middle';

/**
 * A bordered table of figures, one row per `rows` entry, the empty text of spec §2 when there are none.
 * `testId` names each row for tests.
 */
export function FiguresTable<Row>({
  label,
  columns,
  rows,
  keyOf,
  testId,
  empty,
}: {
  label: string;
  columns: FiguresColumn<Row>[];
  rows: Row[];
  keyOf(row: Row): string;
  testId: string;
  empty: ReactNode;
}) {
  if (rows.length === 0) return empty;
  return (
    <div className="overflow-hidden rounded-lg border border-line">
      <table className="w-full border-separate border-spacing-0 text-sm" aria-label={label}>
        <thead>
          <tr className="text-left text-xs text-text-muted">
            {columns.map((column) => (
              <th key={column.head} className={clsx(cellLook, 'font-medium', column.className)}>
                {column.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={keyOf(row)} data-testid={testId}>
              {columns.map((column) => (
                <td key={column.head} className={clsx(cellLook, 'border-t border-line', column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
