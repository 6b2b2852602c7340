import type { ColumnHelper } from '@tanstack/react-table';
import { PlayerText } from '../PlayerText';

/** A row's reason (a report's, a sanction's) as text, hidden characters marked. */
export function reasonColumn<Row extends { reason: string }>(column: ColumnHelper<Row>) {
  return column.accessor((row: Row) => row.reason, {
    id: 'reason',
    header: 'Reason',
    cell: (info) => <PlayerText text={info.getValue()} className="block md:min-w-40" />,
  });
}
