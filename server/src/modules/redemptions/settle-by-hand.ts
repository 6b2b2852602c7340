import { REDEMPTION_TEXTS } from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { closeDeadPayoutJob, payoutJobOf } from './payout-job';
import { vendorHasPayout } from './payouts';
import type { RedemptionsPorts } from './ports';
import { redemptionById } from './repository';

/**
 * Before staff mark an approved request paid or fail it by hand: its payout job must be dead (nothing
 * queued, running or pending at the vendor) and the vendor, asked by our reference, must hold no payout
 * for it; otherwise the player would be paid twice, or their SC gone for nothing. Refused in clear words
 * (409) while the payout is under way, when the vendor has one, or when the vendor cannot be asked.
 * Asked before the decision's transaction: a vendor call never holds a lock.
 */
export async function refuseWhileVendorMayPay(ports: RedemptionsPorts, id: bigint): Promise<void> {
  const row = await redemptionById(ports.db, id);
  // Not approved: the decision itself refuses, in its own words.
  if (row?.status !== 'approved') return;
  const job = await payoutJobOf(ports.db, id);
  if (job?.status !== 'dead') throw new AppError('CONFLICT', REDEMPTION_TEXTS.payoutUnderWay);
  let paid: boolean;
  try {
    paid = await vendorHasPayout(ports, row);
  } catch {
    throw new AppError('CONFLICT', REDEMPTION_TEXTS.vendorUnreachable);
  }
  if (paid) throw new AppError('CONFLICT', REDEMPTION_TEXTS.vendorHasPayout);
}

/**
 * In the decision's transaction: the payout job is still dead (no staff retry slipped in since the vendor
 * was asked), and is closed with the decision. The row lock holds a retry off until the commit; a retry
 * after it finds the request settled and sends nothing.
 */
export async function closePayoutSettledByHand(trx: Trx, id: bigint, outcome: string): Promise<void> {
  const job = await payoutJobOf(trx, id, true);
  if (job?.status !== 'dead') throw new AppError('CONFLICT', REDEMPTION_TEXTS.payoutUnderWay);
  await closeDeadPayoutJob(trx, id, outcome);
}
