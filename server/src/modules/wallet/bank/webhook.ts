import {
  parseDebitEvent,
  parseDisbursementEvent,
  parsePayeeVerificationEvent,
} from '../../../adapters/ach/webhook';
import { AppError } from '../../../http/errors';
import type { RawJsonBody } from '../../../http/raw-json-body';
import type { WalletPorts } from '../ports';
import { applyVendorDebit } from './debits';
import { applyPayeeVerification } from './payee-verification';
import { achVendor } from './vendor';

/**
 * `POST /api/webhooks/apt-pay`: the vendor's signed word on a debit, a payout or a payee's bank
 * verification. A bad or missing
 * signature gets 401 and changes nothing; the same event again, or two at once, credits the purchase
 * once. Payout events go to whoever made the payout (the `payoutUpdates` port: the redemptions).
 */
export async function receiveAchWebhook(
  ports: WalletPorts,
  body: RawJsonBody,
  signature: string | undefined,
): Promise<void> {
  if (!achVendor(ports).isSigned(body.raw, signature))
    throw new AppError('UNAUTHENTICATED', 'The webhook signature is not valid.');
  const debit = parseDebitEvent(body.json);
  if (debit) return applyVendorDebit(ports, debit);
  const disbursement = parseDisbursementEvent(body.json);
  if (disbursement) return ports.payoutUpdates(disbursement);
  const verification = parsePayeeVerificationEvent(body.json);
  if (verification) return applyPayeeVerification(ports, verification);
  throw new AppError('BAD_REQUEST', 'This event is not understood.');
}
