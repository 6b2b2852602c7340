import { ApiError } from '../../../api/errors';
import { toast } from '../../../ui/toast';

/**
 * Spec §8 for bank transfers: a 422 is something the player can put right (a warning toast, one per
 * field for the identity form); any other refusal carries the vendor's error code (an error toast).
 */
export function showBankError(error: unknown): void {
  if (!(error instanceof ApiError)) return void toast.error('Bank transfer', String(error));
  if (error.status !== 422) return void toast.error('Bank transfer', error.message);
  const perField = Object.values(error.fields).flat();
  if (perField.length === 0) return void toast.warning('Bank transfer', error.message);
  for (const text of perField) toast.warning('Bank transfer', text);
}
