import type { IdentityForm } from '@casino/contract';
import { queryClient } from '../../../api/queries';
import { Skeleton } from '../../../ui/Skeleton';
import { IdentityFormStep, useKnownIdentity } from '../../identity';
import { addIdentity, bankKeys } from './api';
import { showBankError } from './bank-toasts';

/**
 * The details the bank knows its payee by, asked once (before a bank purchase or a bank redemption),
 * starting from what identity verification already read: the payee status the server answers becomes
 * the page's, a refusal is a toast.
 */
export function PayeeDetailsForm() {
  const known = useKnownIdentity();
  const submit = async (form: IdentityForm) => {
    try {
      queryClient.setQueryData(bankKeys.payee, await addIdentity(form));
    } catch (error) {
      showBankError(error);
    }
  };
  if (!known) return <Skeleton className="h-64 w-full" />;
  return <IdentityFormStep initial={known} onDone={(form) => void submit(form)} />;
}
