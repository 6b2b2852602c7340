import type { ColumnHelper } from '@tanstack/react-table';

/** The row's fields that hold text: an amount is a decimal string on the wire ("12.50"). */
type TextField<Row> = { [K in keyof Row]-?: Row[K] extends string ? K : never }[keyof Row] & string;

/** A signed amount in the win colour, or the loss colour when it is negative. */
function Signed({ amount }: { amount: string }) {
  return <span className={amount.startsWith('-') ? 'text-loss' : 'text-win'}>{amount}</span>;
}

/**
 * A column of an amount the server writes as a decimal string: sorted as a number (so "9.00" comes before
 * "10.00"), right-aligned, and shown as the server wrote it; `signed` colours it by its sign (a ledger
 * movement, a play's profit).
 */
export function amountColumn<Row>(
  column: ColumnHelper<Row>,
  field: TextField<Row>,
  { header, signed = false }: { header: string; signed?: boolean },
) {
  return column.accessor((row: Row) => Number(row[field]), {
    id: field,
    header,
    meta: { numeric: true },
    cell: ({ row }) => {
      const amount = row.original[field] as string;
      return signed ? <Signed amount={amount} /> : amount;
    },
  });
}
