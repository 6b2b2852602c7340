import { TAX_TEXTS } from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { taxDetailsRequired } from '../tax';

/**
 * Refuses a request that would take the year's prizes to the 1099 threshold (600 USD, sweepstakes.md)
 * before the player gave their tax details; the tax module counts the year and knows the details.
 */
export async function requireTaxDetails(trx: Trx, userId: bigint, amount: bigint): Promise<void> {
  if (await taxDetailsRequired(trx, userId, amount))
    throw new AppError('VERIFICATION_REQUIRED', TAX_TEXTS.detailsRequired);
}
