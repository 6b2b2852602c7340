import type { AdminPurchase } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { useMay } from '../access';
import { post, useAdminAction } from '../api';
import { PageTitle } from '../parts';
import { PagedTable } from '../table/PagedTable';
import { DecisionDialog, type DecisionWords, type PendingDecision } from './DecisionDialog';
import { playerColumn } from './player-column';
import { purchaseColumns } from './purchase-columns';

type Decision = 'refund' | 'clear';
const column = createColumnHelper<AdminPurchase>();

const WORDS: Record<Decision, DecisionWords> = {
  refund: {
    title: 'Refund the purchase',
    description: 'The coins it bought are taken back now and the payment vendor refunds the card.',
    confirm: 'Refund',
    danger: true,
  },
  clear: {
    title: 'Clear the purchase',
    description: 'The purchase stands: the player keeps the coins and the account is unfrozen.',
    confirm: 'Clear',
  },
};
/**
 * `/admin/purchases`: purchases the player denied (spec §4: the account is frozen pending compliance).
 * Compliance either refunds the purchase (its coins are taken back) or clears it (the coins stay).
 */
export function DeniedPurchasesPage() {
  const mayRefund = useMay('purchases.refund');
  const [open, setOpen] = useState<PendingDecision<Decision> | null>(null);
  const decide = useAdminAction<PendingDecision<Decision> & { reason: string }>({
    send: ({ id, decision, reason }) =>
      post(`/admin/purchases/${id}/${decision}`, { reason }, decision === 'refund'),
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
                  onClick={() => setOpen({ id: row.original.id, decision: 'refund' })}
                >
                  Refund
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setOpen({ id: row.original.id, decision: 'clear' })}
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
      <DecisionDialog pending={open} words={WORDS} decide={decide} onClose={() => setOpen(null)} />
    </section>
  );
}
