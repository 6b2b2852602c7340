import type { SavedAccount } from '@casino/contract';
import clsx from 'clsx';
import { Landmark, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { queryClient } from '../../../api/queries';
import { IconButton } from '../../../ui/IconButton';
import { toast } from '../../../ui/toast';
import { bankKeys, removeAccount } from './api';
import { showBankError } from './bank-toasts';
import { MicroDepositForm } from './MicroDepositForm';

/**
 * The player's saved accounts by bank and last four digits: a verified one can be chosen to pay, one
 * awaiting its micro-deposits asks for them, and any can be removed.
 */
export function SavedAccounts({
  accounts,
  chosen,
  onChoose,
}: {
  accounts: SavedAccount[];
  chosen: number | null;
  onChoose(id: number): void;
}) {
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = async (account: SavedAccount) => {
    setRemoving(account.id);
    try {
      queryClient.setQueryData(bankKeys.accounts, await removeAccount(account.id));
      toast.success('Bank account removed');
    } catch (error) {
      showBankError(error);
    } finally {
      setRemoving(null);
    }
  };
  return (
    <ul className="flex flex-col gap-2" data-testid="saved-accounts">
      {accounts.map((account) => (
        <li
          key={account.id}
          className={clsx(
            'flex flex-col gap-3 rounded-lg border p-3',
            chosen === account.id ? 'border-accent bg-accent/10' : 'border-line bg-surface-2',
          )}
        >
          <div className="flex items-center gap-3">
            <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
              <input
                type="radio"
                name="bank-account"
                className="accent-accent"
                disabled={account.status !== 'verified'}
                checked={chosen === account.id}
                onChange={() => onChoose(account.id)}
              />
              <Landmark size={18} className="shrink-0 text-text-muted" />
              <span className="min-w-0 truncate">{account.bank_name}</span>
              <span className="shrink-0 tabular-nums">•••• {account.last4}</span>
              {account.status !== 'verified' && (
                <span className="shrink-0 rounded bg-gc/15 px-1.5 py-0.5 text-xs text-gc">
                  Verify deposits
                </span>
              )}
            </label>
            <IconButton
              label={`Remove the account ending ${account.last4}`}
              onClick={() => remove(account)}
              disabled={removing === account.id}
              className="grid size-9 shrink-0"
            >
              <Trash2 size={16} />
            </IconButton>
          </div>
          {account.status === 'micro_pending' && <MicroDepositForm account={account} />}
        </li>
      ))}
    </ul>
  );
}
