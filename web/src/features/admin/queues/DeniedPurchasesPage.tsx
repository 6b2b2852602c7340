import type { AdminPurchase } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { useMay } from '../access';
import { post, useAdminAction } from '../api';
import { PageTitle, ReasonDialog } from '../parts';
import { PagedTable } from '../table/PagedTable';
import { playerColumn } from './player-column';
import { purchaseColumns } from './purchase-columns';

type Decision = { purchase: AdminPurchase; kind: 'refund' | 'clear' } | null;
const column = createColumnHelper<AdminPurchase>();

/**
 * `/admin/purchases`: purchases the player denied (spec §4: the account is frozen pending compliance).
 * Compliance either refunds the purchase (its coins are taken back) or clears it (the coins stay).
 */
export function DeniedPurchasesPage() {
  const mayRefund = useMay('purchases.refund');
  const [open, setOpen] = useState<Decision>(null);
  const decide = useAdminAction<{ id: string; kind: 'refund' | 'clear'; reason: string }>({
    send: ({ id, kind, reason }) => post(`/admin/purchases/${id}/${kind}`, { reason }, kind === 'refund'),
    done: (answer) => (answer as { message?: string })?.message ?? 'Done.',
    refresh: ['purchases', 'users', 'audit', 'ledger'],
  });
  const columns = [
    playerColumn<AdminPurchase>(),
    ...purchaseColumns,
    ...(mayRefund
      ? [
          column.display({
            id: 'actions',
            header: '',
            cell: ({ row }) => (
              <span className="flex gap-1">
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setOpen({ purchase: row.original, kind: 'refund' })}
                >
                  Refund
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setOpen({ purchase: row.original, kind: 'clear' })}
                >
                  Clear
                </Button>
              </span>
            ),
          }),
        ]
      : []),
  ];
  return (
    <section>
      <PageTitle
        title="Denied purchases"
        hint="Purchases the player said they did not make, awaiting compliance."
      />
      <PagedTable<AdminPurchase>
        label="Denied purchases"
        area="purchases"
        path="/admin/purchases/denied"
        columns={columns}
        empty="No denied purchase awaits compliance."
        rowId={(row) => row.id}
      />
      <ReasonDialog
        key={open ? `${open.purchase.id}-${open.kind}` : 'closed'}
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.kind === 'refund' ? 'Refund the purchase' : 'Clear the purchase'}
        description={
          open?.kind === 'refund'
            ? 'The coins it bought are taken back now and the payment vendor refunds the card.'
            : 'The purchase stands: the player keeps the coins and the account is unfrozen.'
        }
        confirm={open?.kind === 'refund' ? 'Refund' : 'Clear'}
        danger={open?.kind === 'refund'}
        pending={decide.isPending}
        error={decide.error}
        onConfirm={(reason) =>
          open &&
          decide.mutate({ id: open.purchase.id, kind: open.kind, reason }, { onSuccess: () => setOpen(null) })
        }
      />
    </section>
  );
}
