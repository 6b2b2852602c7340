import { PAYEE_VERIFICATION_COMPLETED_EVENT, type PayeeVerificationCompleted } from '@casino/contract';
import type { VendorPayeeVerification } from '../../../adapters/ach/webhook';
import { inTransaction } from '../../../db/transaction';
import { enqueueEvent } from '../../../realtime/event-outbox';
import type { WalletPorts } from '../ports';
import { playerOfPayee } from './repository';

/**
 * The vendor's word that a payee's instant bank verification finished: the player's tabs hear
 * `payee-verification-completed` on App.User.{id} (spec §4), through the event outbox so a crash after
 * the webhook's answer loses nothing. A payee we never registered is ignored (the vendor's other
 * merchants, or an old test): nothing to tell anyone.
 */
export async function applyPayeeVerification(
  ports: WalletPorts,
  verification: VendorPayeeVerification,
): Promise<void> {
  await inTransaction(ports.db, async (trx) => {
    const userId = await playerOfPayee(trx, verification.payeeId);
    if (userId === null) return;
    await enqueueEvent(trx, `App.User.${userId}`, PAYEE_VERIFICATION_COMPLETED_EVENT, {
      result: verification.result,
      referenceId: verification.reference,
      error_code: verification.errorCode,
    } satisfies PayeeVerificationCompleted);
  });
}
