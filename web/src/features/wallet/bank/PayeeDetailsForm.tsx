import type { IdentityForm } from '@casino/contract';
import { queryClient } from '../../../api/queries';
import { EMPTY_IDENTITY_FORM, IdentityFormStep } from '../../identity';
import { addIdentity, bankKeys } from './api';
import { showBankError } from './bank-toasts';

/**
 * The details the bank knows its payee by, asked once (before a bank purchase or a bank redemption):
 * the payee status the server answers becomes the page's, a refusal is a toast.
 */
export function PayeeDetailsForm() {
  const submit = async (form: IdentityForm) => {
    try {
      queryClient.setQueryData(bankKeys.payee, await addIdentity(form));
    } catch (error) {
      showBankError(error);
    }
  };
  return <IdentityFormStep initial={EMPTY_IDENTITY_FORM} onDone={(form) => void submit(form)} />;
}
