import { manualAccountSchema } from '@casino/contract';
import { type FormEvent, useState } from 'react';
import { queryClient } from '../../../api/queries';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { toast } from '../../../ui/toast';
import { addAccount, bankKeys } from './api';
import { showBankError } from './bank-toasts';

/** An account entered by its numbers: the vendor sends two micro-deposits to verify it. */
export function ManualAccountForm({ onDone }: { onDone(): void }) {
  const [routing, setRouting] = useState('');
  const [account, setAccount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = manualAccountSchema.safeParse({
      routing_number: routing.trim(),
      account_number: account.trim(),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    setPending(true);
    try {
      await addAccount(parsed.data);
      toast.info('Micro-deposits sent', 'Two small deposits are on their way to your account.');
      void queryClient.invalidateQueries({ queryKey: bankKeys.accounts });
      onDone();
    } catch (error) {
      showBankError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="manual-account-form">
      <TextField
        label="Routing number"
        inputMode="numeric"
        value={routing}
        error={errors.routing_number}
        onChange={(e) => setRouting(e.target.value)}
      />
      <TextField
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        value={account}
        error={errors.account_number}
        onChange={(e) => setAccount(e.target.value)}
      />
      <Button type="submit" variant="secondary" pending={pending}>
        Send micro-deposits
      </Button>
    </form>
  );
}
