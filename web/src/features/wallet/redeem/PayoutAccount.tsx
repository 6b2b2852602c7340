import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { usePayeeStatus, useSavedAccounts } from '../bank/api';
import { ManualAccountForm } from '../bank/ManualAccountForm';
import { PayeeDetailsForm } from '../bank/PayeeDetailsForm';
import { SavedAccounts } from '../bank/SavedAccounts';

/**
 * Where a bank redemption is paid: one of the player's verified accounts, the same ones a bank purchase
 * uses. None yet: the bank's payee details once, then an account by its numbers and its two
 * micro-deposits (the purchase form's own steps).
 */
export function PayoutAccount({ chosen, onChoose }: { chosen: number | null; onChoose(id: number): void }) {
  const payee = usePayeeStatus();
  const accounts = useSavedAccounts(Boolean(payee.data?.identity));
  const [adding, setAdding] = useState(false);
  if (payee.isPending || (payee.data?.identity && accounts.isPending))
    return <Skeleton className="h-28 w-full" />;
  if (payee.isError) return <p className="text-sm text-loss">{payee.error.message}</p>;
  if (!payee.data?.identity) {
    return (
      <div className="flex flex-col gap-3" data-testid="payout-identity">
        <p className="text-sm text-text-muted">Your bank needs to know who is paid. We check it once.</p>
        <PayeeDetailsForm />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2" data-testid="payout-account">
      {accounts.data && accounts.data.length > 0 ? (
        <SavedAccounts accounts={accounts.data} chosen={chosen} onChoose={onChoose} />
      ) : (
        <p className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-text-muted">
          No saved bank accounts yet. Link one below.
        </p>
      )}
      {adding ? (
        <ManualAccountForm onDone={() => setAdding(false)} />
      ) : (
        <Button variant="ghost" onClick={() => setAdding(true)}>
          Link a bank account
        </Button>
      )}
    </div>
  );
}
