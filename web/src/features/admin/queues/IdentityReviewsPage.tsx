import type { AdminIdentitySession } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { useMay } from '../access';
import { post, useAdminAction } from '../api';
import { PageTitle, ReasonDialog } from '../parts';
import { PagedTable } from '../table/PagedTable';
import { identityColumns } from './identity-columns';
import { playerColumn } from './player-column';

type Decision = { session: AdminIdentitySession; decision: 'approved' | 'declined' } | null;
const column = createColumnHelper<AdminIdentitySession>();

/** `/admin/identity`: verifications the vendor sent for review, and verified players flagged as duplicates. */
export function IdentityReviewsPage() {
  const mayDecide = useMay('identity.review');
  const [open, setOpen] = useState<Decision>(null);
  const decide = useAdminAction<{ id: string; decision: 'approved' | 'declined'; reason: string }>({
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
                <Button size="sm" onClick={() => setOpen({ session: row.original, decision: 'approved' })}>
                  <Check size={14} /> Approve
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setOpen({ session: row.original, decision: 'declined' })}
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
      <ReasonDialog
        key={open ? `${open.session.id}-${open.decision}` : 'closed'}
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.decision === 'approved' ? 'Approve the identity' : 'Decline the identity'}
        description={
          open?.decision === 'approved'
            ? 'The player is verified and may redeem.'
            : 'The player is told verification failed and may try again.'
        }
        confirm={open?.decision === 'approved' ? 'Approve' : 'Decline'}
        danger={open?.decision === 'declined'}
        pending={decide.isPending}
        error={decide.error}
        onConfirm={(reason) =>
          open &&
          decide.mutate(
            { id: open.session.id, decision: open.decision, reason },
            { onSuccess: () => setOpen(null) },
          )
        }
      />
    </section>
  );
}
