import type { AdminOrderRow, AdminOrdersPage } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { formatWhen } from '../../../lib/format';
import { useMay } from '../access';
import { PageTitle } from '../parts';
import { type ReasonDialogWords, withRowActions } from '../row-actions';
import { RowDecisionButtons, RowDecisionDialog, useRowDecision } from '../row-decision';
import { amountColumn } from '../table/amount-column';
import { StatusQueue, useStatusQueue } from '../table/StatusQueue';
import { statusColumn } from '../table/status-column';
import { playerColumn } from './player-column';

const column = createColumnHelper<AdminOrderRow>();
const STATUS_TONE = { active: 'warn', completed: 'good', cancelled: 'neutral' } as const;
const VIEWS = ['open', 'closed'] as const;
type View = (typeof VIEWS)[number];

const COLUMNS = [
  column.accessor('id', { header: 'ID', meta: { numeric: true } }),
  playerColumn<AdminOrderRow>(),
  column.accessor('created_at', { header: 'Asked', cell: (info) => formatWhen(info.getValue()) }),
  column.accessor('type', { header: 'Type' }),
  amountColumn(column, 'amount', { header: 'Amount' }),
  column.accessor('rsn', {
    header: 'Reason',
    cell: (info) => <span className="line-clamp-2 max-w-72">{info.getValue()}</span>,
  }),
  statusColumn(column, STATUS_TONE, (order) => [order.cancel_reason]),
];

/** What cancelling an order says to staff. */
const CANCEL_DIALOG: ReasonDialogWords = {
  title: 'Cancel the order',
  description: 'The player sees “Order Cancelled” with your reason.',
  confirm: 'Cancel the order',
  danger: true,
};

/** `/admin/orders`: players' requests to the cashier; staff complete or cancel each (spec §4's events follow). */
export function OrdersPage() {
  const mayDecide = useMay('orders.decide');
  const {
    status: view,
    answer,
    queue,
  } = useStatusQueue<AdminOrdersPage, View>('orders', '/admin/orders', 'open', (shown) => ({
    active: shown === 'open' ? 'true' : 'false',
  }));
  const refresh = ['orders', 'audit'];
  const deciding = useRowDecision<AdminOrderRow>({
    yes: { path: (id) => `/admin/orders/${id}/complete`, done: 'Order Completed!', refresh },
    no: { path: (id) => `/admin/orders/${id}/cancel`, done: 'Order Cancelled', refresh },
    noWords: CANCEL_DIALOG,
  });
  const counts = answer?.counts;
  const columns = withRowActions(
    COLUMNS,
    column,
    (order) =>
      order.is_active ? (
        <span className="flex gap-1">
          <RowDecisionButtons decision={deciding} row={order} yes="Complete" no="Cancel" />
        </span>
      ) : null,
    mayDecide,
  );
  return (
    <section>
      <PageTitle
        title="Cashier orders"
        hint="What players asked the cashier for; act through the tools, then close the order."
      />
      <StatusQueue
        statuses={VIEWS}
        {...queue}
        counts={counts ? { open: counts.active, closed: counts.completed + counts.cancelled } : undefined}
        label="Cashier orders"
        columns={columns}
        empty={view === 'open' ? 'No open orders.' : 'No closed orders yet.'}
        rowId={(row) => row.id}
      />
      <RowDecisionDialog decision={deciding} />
    </section>
  );
}
