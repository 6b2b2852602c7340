import { Clock, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { ConfirmPurchase } from '../ConfirmPurchase';
import { refreshAfterDebit, useDebit } from './api';

/**
 * A debit after it was made: pending until the bank settles it (the coins arrive then) or returns it
 * (nothing is credited, and the bank's reason is shown).
 */
export function DebitStatus({ merchantRefNum, onDone }: { merchantRefNum: string; onDone(): void }) {
  const debit = useDebit(merchantRefNum);
  const status = debit.data?.status;
  // Announced when it settles while watched, not again on a later visit.
  const previous = useRef(status);
  useEffect(() => {
    if (status === 'settled' && previous.current === 'pending') {
      refreshAfterDebit();
      toast.success('Purchase successful', 'Your coins have been added to your balance.');
    }
    previous.current = status;
  }, [status]);
  if (debit.isPending) return <Skeleton className="h-40 w-full" />;
  // Spec §4: a purchase that succeeded asks Confirm or Deny, by bank transfer as by card.
  if (debit.data?.status === 'settled') return <ConfirmPurchase />;
  if (!debit.data) return <p className="text-sm text-loss">This bank transfer was not found.</p>;
  const view = {
    pending: { Icon: Clock, tone: 'text-gc', title: 'Bank transfer pending' },
    returned: { Icon: XCircle, tone: 'text-loss', title: 'Bank transfer returned' },
  }[debit.data.status];
  return (
    <div
      className="flex flex-col items-center gap-4 py-6 text-center"
      data-testid="debit-status"
      data-status={debit.data.status}
    >
      <view.Icon size={48} className={view.tone} />
      <h3 className="text-lg font-semibold">{view.title}</h3>
      <p className="max-w-sm text-sm text-text-muted">
        {debit.data.message}
        {debit.data.return_code ? ` (${debit.data.return_code})` : ''}
      </p>
      <Button variant="secondary" onClick={onDone}>
        {debit.data.status === 'pending' ? 'Keep playing' : 'DONE'}
      </Button>
    </div>
  );
}
