import { REDEMPTION_TEXTS } from '@casino/contract';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { recordStaffAction } from '../staff';
import { openedCode } from './gift-card-codes';
import type { RedemptionsPorts } from './ports';
import { redemptionById } from './repository';

/**
 * A gift card's code in full for an admin (a player who says it does not work, a vendor dispute): the
 * reveal is written to the audit log in the same transaction (who, which request, never the code), so
 * every look at bearer value is on record.
 */
export async function revealGiftCardCode(
  ports: RedemptionsPorts,
  staffId: bigint,
  id: bigint,
): Promise<{ code: string }> {
  return inTransaction(ports.db, async (trx) => {
    const row = await redemptionById(trx, id);
    if (!row) throw new AppError('NOT_FOUND', REDEMPTION_TEXTS.notFound);
    const code = await openedCode(ports.db, row);
    if (!code) throw new AppError('NOT_FOUND', REDEMPTION_TEXTS.noGiftCardCode);
    await recordStaffAction(trx, {
      staffId,
      action: 'gift_cards.reveal',
      subjectUserId: row.user_id,
      subjectType: 'redemption',
      subjectId: row.id,
      before: { gift_card_code: `…${row.gift_card_code_last4}` },
      after: { revealed: true },
      reason: null,
    });
    return { code };
  });
}
