import type { SavedAccount } from '@casino/contract';
import { type FormEvent, useState } from 'react';
import { queryClient } from '../../../api/queries';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { toast } from '../../../ui/toast';
import { bankKeys, verifyMicroDeposits } from './api';
import { showBankError } from './bank-toasts';
import { SandboxStatementPanel } from './SandboxStatementPanel';

const cents = (text: string) => Math.round(Number(text.replace(/^0?\./, '0.')) * 100);

/** The vendor sends exactly two deposits; the player types each as the statement shows it. */
const DEPOSITS = [
  ['first', 'First deposit'],
  ['second', 'Second deposit'],
] as const;

/** The two small deposits the vendor sent, as the player reads them on their statement (3 tries). */
export function MicroDepositForm({ account }: { account: SavedAccount }) {
  const [amounts, setAmounts] = useState({ first: '', second: '' });
  const { first, second } = amounts;
  const [pending, setPending] = useState(false);
  const valid = (text: string) => /^0?\.\d{2}$/.test(text.trim());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid(first) || !valid(second))
      return void toast.warning('Bank transfer', 'Enter each deposit in dollars, such as 0.32.');
    setPending(true);
    try {
      await verifyMicroDeposits({ account_id: account.id, amount1: cents(first), amount2: cents(second) });
      toast.success('Bank account verified');
    } catch (error) {
      showBankError(error);
    } finally {
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: bankKeys.accounts });
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="micro-deposit-form">
      <p className="text-xs text-text-muted">
        We sent two small deposits to the account ending {account.last4}. Enter them as they appear on your
        statement.
      </p>
      <SandboxStatementPanel accountId={account.id} />
      <div className="grid grid-cols-2 gap-3">
        {DEPOSITS.map(([deposit, label]) => (
          <TextField
            key={label}
            label={label}
            placeholder="0.00"
            inputMode="decimal"
            value={amounts[deposit]}
            onChange={(e) => setAmounts((typed) => ({ ...typed, [deposit]: e.target.value }))}
          />
        ))}
      </div>
      <Button type="submit" variant="secondary" pending={pending}>
        Verify deposits
      </Button>
    </form>
  );
}
