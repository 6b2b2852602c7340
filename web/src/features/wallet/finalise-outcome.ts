import { paymentStatusText } from '@casino/contract';
import { ApiError } from '../../api/errors';

/**
 * What a failed finalise (or a failed poll after it) means for the purchase:
 * - 'processing': the vendor has the payment pending; the poll goes on;
 * - 'refused': the server answered and said why (a declined card, a handle that is not this
 *   purchase's): nothing was paid, and 'Try again' starts a new purchase;
 * - 'unconfirmed': no answer, or the server failed before it could give one (a lost connection, a
 *   time-out, a restart): the vendor may still have taken the payment, which is then credited to this
 *   purchase, so 'Try again' asks about this purchase again instead of starting another.
 */
export type FinaliseOutcome = 'processing' | 'refused' | 'unconfirmed';

export function finaliseOutcome(error: unknown): FinaliseOutcome {
  if (!(error instanceof ApiError)) return 'unconfirmed';
  if (error.message === paymentStatusText('PROCESSING')) return 'processing';
  // 408 and 429 say the request was not handled yet: asking again is what they ask for.
  const answered = error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
  return answered ? 'refused' : 'unconfirmed';
}
