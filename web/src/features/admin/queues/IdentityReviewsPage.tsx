import type { AdminIdentitySession } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { useMay } from '../access';
import { post, useAdminAction } from '../api';
import { PageTitle } from '../parts';
import { PagedTable } from '../table/PagedTable';
import { DecisionDialog, type DecisionWords, type PendingDecision } from './DecisionDialog';
import { identityColumns } from './identity-columns';
import { playerColumn } from './player-column';

type Decision = 'approved' | 'declined';
const column = createColumnHelper<AdminIdentitySession>();

const WORDS: Record<Decision, DecisionWords> = {
  approved: {
    title: 'Approve the identity',
    description: 'The player is verified and may redeem.',
    confirm: 'Approve',
  },
  declined: {
    title: 'Decline the identity',
    description: 'The player is told verification failed and may try again.',
    confirm: 'Decline',
    danger: true,
  },
};

/** `/admin/identity`: verifications the vendor sent for review, and verified players flagged as duplicates. */
export function IdentityReviewsPage() {
  const mayDecide = useMay('identity.review');
  const [open, setOpen] = useState<PendingDecision<Decision> | null>(null);
  const decide = useAdminAction<PendingDecision<Decision> & { reason: string }>({
    send: ({ id, ...body }) => post(`/admin/identity-reviews/${id}/decide`, body),
    done: 'The decision has been recorded.',
    refresh: ['identity', 'users', 'audit'],
  });
  const columns = [
    playerColumn<AdminIdentitySession>(),
    ...identityColumns,
    ...(mayDecide
      ? [
          column.display({
            id: 'actions',
            header: '',
            cell: ({ row }) => (
              <span className="flex gap-1">
                <Button size="sm" onClick={() => setOpen({ id: row.original.id, decision: 'approved' })}>
                  <Check size={14} /> Approve
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setOpen({ id: row.original.id, decision: 'declined' })}
                >
                  <X size={14} /> Decline
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
        title="Identity reviews"
        hint="Verifications the vendor could not decide, and players whose identity matches another account."
      />
      <PagedTable<AdminIdentitySession>
        label="Identity reviews"
        area="identity"
        path="/admin/identity-reviews"
        columns={columns}
        empty="No identity waits for review."
        rowId={(row) => row.id}
      />
      <DecisionDialog pending={open} words={WORDS} decide={decide} onClose={() => setOpen(null)} />
    </section>
  );
}
