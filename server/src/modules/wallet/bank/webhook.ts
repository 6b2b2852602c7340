import { parseDebitEvent } from '../../../adapters/ach/webhook';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/errors';
import type { RawJsonBody } from '../../../http/raw-json-body';
import { applyVendorDebit } from './debits';
import { achVendor } from './vendor';

/**
 * `POST /api/webhooks/apt-pay`: the vendor's signed word on a debit. A bad or missing signature gets 401
 * and changes nothing; the same event again, or two at once, credits the purchase once.
 */
export async function receiveAchWebhook(
  deps: Deps,
  body: RawJsonBody,
  signature: string | undefined,
): Promise<void> {
  if (!achVendor(deps).isSigned(body.raw, signature))
    throw new AppError('UNAUTHENTICATED', 'The webhook signature is not valid.');
  const debit = parseDebitEvent(body.json);
  if (!debit) throw new AppError('BAD_REQUEST', 'This event is not understood.');
  await applyVendorDebit(deps, debit);
}
