import type { AdminPurchase } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { formatWhen } from '../../../lib/format';
import { Badge, humanize } from '../parts';
import { amountColumn } from '../table/amount-column';

const column = createColumnHelper<AdminPurchase>();

/** A purchase's compliance state: refunded (or its card refund still on the way), cleared, denied and waiting, or just its status. */
function PurchaseState({ purchase }: { purchase: AdminPurchase }) {
  if (purchase.vendor_refund === 'pending') return <Badge tone="warn">refund pending</Badge>;
  if (purchase.refunded_at) return <Badge tone="bad">refunded</Badge>;
  if (purchase.compliance_cleared_at) return <Badge tone="good">cleared</Badge>;
  if (purchase.confirmation === 'denied') return <Badge tone="warn">denied</Badge>;
  return <Badge>{humanize(purchase.status)}</Badge>;
}

const FREE_SPINS_TONE = { pending: 'warn', granted: 'good', failed: 'bad', cancelled: 'bad' } as const;

/** The free spins a promotion gave with the purchase, and whether they still stand. */
function FreeSpins({ spins }: { spins: AdminPurchase['free_spins'] }) {
  if (!spins) return <span className="text-text-muted">None</span>;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className="tabular-nums">
        {spins.rounds} × {spins.round_value} {spins.coin}
      </span>
      <span className="text-text-muted">{spins.game}</span>
      <Badge tone={FREE_SPINS_TONE[spins.status]}>{spins.status}</Badge>
    </span>
  );
}

/** The columns of a purchase list (a player's purchases, the denied-purchases queue). */
export const purchaseColumns = [
  column.accessor('id', { header: 'ID', meta: { numeric: true } }),
  column.accessor('created_at', { header: 'When', cell: (info) => formatWhen(info.getValue()) }),
  column.accessor('payment_method', { header: 'Method', cell: (info) => humanize(info.getValue()) }),
  amountColumn(column, 'amount_usd', { header: 'USD' }),
  column.accessor('gc', { header: 'GC', meta: { numeric: true } }),
  column.accessor('sc', { header: 'SC', meta: { numeric: true } }),
  column.display({
    id: 'free_spins',
    header: 'Free spins',
    cell: ({ row }) => <FreeSpins spins={row.original.free_spins} />,
  }),
  column.display({
    id: 'state',
    header: 'State',
    cell: ({ row }) => <PurchaseState purchase={row.original} />,
  }),
];
