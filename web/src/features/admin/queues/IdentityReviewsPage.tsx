import type { AdminIdentitySession } from '@casino/contract';
import { Check, X } from 'lucide-react';
import { useMay } from '../access';
import { post, useAdminAction } from '../api';
import { DecisionQueue, type DecisionWords, type PendingDecision } from './DecisionQueue';
import { identityColumns } from './identity-columns';
import { playerColumn } from './player-column';

type Decision = 'approved' | 'declined';

const WORDS: Record<Decision, DecisionWords> = {
  approved: {
    button: (
      <>
        <Check size={14} /> Approve
      </>
    ),
    title: 'Approve the identity',
    description: 'The player is verified and may redeem.',
    confirm: 'Approve',
  },
  declined: {
    button: (
      <>
        <X size={14} /> Decline
      </>
    ),
    variant: 'danger',
    title: 'Decline the identity',
    description: 'The player is told verification failed and may try again.',
    confirm: 'Decline',
    danger: true,
  },
};

const COLUMNS = [playerColumn<AdminIdentitySession>(), ...identityColumns];

/** `/admin/identity`: verifications the vendor sent for review, and verified players flagged as duplicates. */
export function IdentityReviewsPage() {
  const mayDecide = useMay('identity.review');
  const decide = useAdminAction<PendingDecision<Decision> & { reason: string }>({
    send: ({ id, ...body }) => post(`/admin/identity-reviews/${id}/decide`, body),
    done: 'The decision has been recorded.',
    refresh: ['identity', 'users', 'audit'],
  });
  return (
    <DecisionQueue<AdminIdentitySession, Decision>
      title="Identity reviews"
      hint="Verifications the vendor could not decide, and players whose identity matches another account."
      area="identity"
      path="/admin/identity-reviews"
      empty="No identity waits for review."
      columns={COLUMNS}
      words={WORDS}
      decide={mayDecide ? decide : null}
    />
  );
}
