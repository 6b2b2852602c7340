import type { AdminPurchase } from '@casino/contract';
import { useMay } from '../access';
import { post, useAdminAction } from '../api';
import { DecisionQueue, type DecisionWords, type PendingDecision } from './DecisionQueue';
import { playerColumn } from './player-column';
import { purchaseColumns } from './purchase-columns';

type Decision = 'refund' | 'clear';

const WORDS: Record<Decision, DecisionWords> = {
  refund: {
    button: 'Refund',
    variant: 'danger',
    title: 'Refund the purchase',
    description: 'The coins it bought are taken back now and the payment vendor refunds the card.',
    confirm: 'Refund',
    danger: true,
  },
  clear: {
    button: 'Clear',
    variant: 'secondary',
    title: 'Clear the purchase',
    description: 'The purchase stands: the player keeps the coins and the account is unfrozen.',
    confirm: 'Clear',
  },
};

const COLUMNS = [playerColumn<AdminPurchase>(), ...purchaseColumns];

/**
 * `/admin/purchases`: purchases the player denied (spec §4: the account is frozen pending compliance).
 * Compliance either refunds the purchase (its coins are taken back) or clears it (the coins stay).
 */
export function DeniedPurchasesPage() {
  const mayRefund = useMay('purchases.refund');
  const decide = useAdminAction<PendingDecision<Decision> & { reason: string }>({
    send: ({ id, decision, reason }) =>
      post(`/admin/purchases/${id}/${decision}`, { reason }, decision === 'refund'),
    done: (answer) => (answer as { message?: string })?.message ?? 'Done.',
    refresh: ['purchases', 'users', 'audit', 'ledger'],
  });
  return (
    <DecisionQueue<AdminPurchase, Decision>
      title="Denied purchases"
      hint="Purchases the player said they did not make, awaiting compliance."
      area="purchases"
      path="/admin/purchases/denied"
      empty="No denied purchase awaits compliance."
      columns={COLUMNS}
      words={WORDS}
      decide={mayRefund ? decide : null}
    />
  );
}
