import type { Me } from '@casino/contract';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { INDEFINITE, restrictionsOf } from './repository';

/** The `me` fields a break or self-exclusion sets (spec §3): a player on either cannot purchase. */
export async function restrictionFields(
  executor: Database | Trx,
  userId: bigint,
): Promise<Pick<Me, 'break_type' | 'break_till_date' | 'self_exclusion' | 'can_purchase'>> {
  const row = await restrictionsOf(executor, userId);
  const onBreak = row?.break_till && row.break_days && row.break_till > row.now ? row.break_till : null;
  const excludedTill = row?.excluded_till && row.excluded_till > row.now ? row.excluded_till : null;
  return {
    break_type: onBreak ? `${row?.break_days}_day${row?.break_days === 1 ? '' : 's'}` : null,
    break_till_date: onBreak ? onBreak.toISOString() : null,
    self_exclusion: excludedTill
      ? { till: excludedTill < INDEFINITE ? excludedTill.toISOString() : null }
      : null,
    can_purchase: !onBreak && !excludedTill,
  };
}
