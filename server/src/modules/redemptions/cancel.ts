import { REDEMPTION_TEXTS, type Redemption } from '@casino/contract';
import { AppError } from '../../http/errors';
import { type RequestKey, runOnce } from '../../http/idempotent-requests';
import { mailRedemption } from './events';
import type { RedemptionsPorts } from './ports';
import { redemptionById, timelinesOf } from './repository';
import { advance } from './transitions';
import { redemptionView } from './view';

/**
 * The player takes back a request still pending review: the coins return to their redeemable SC in the
 * same transaction. A request staff decided first (approval racing the cancel) is refused, unchanged.
 */
export async function cancelRedemption(
  ports: RedemptionsPorts,
  request: RequestKey,
  id: bigint,
): Promise<Redemption> {
  return runOnce(ports.db, request, 'redemptions:cancel', async (trx) => {
    const row = await redemptionById(trx, id);
    if (!row || row.user_id !== request.userId) throw new AppError('NOT_FOUND', REDEMPTION_TEXTS.notFound);
    const moved = await advance(trx, ports, {
      id,
      from: 'pending_review',
      to: 'cancelled',
      actor: 'player',
      actorId: request.userId,
      reason: null,
    });
    if (!moved) throw new AppError('CONFLICT', REDEMPTION_TEXTS.notPending);
    await mailRedemption(trx, ports, moved);
    return { answer: redemptionView(moved, await timelinesOf(trx, [id])) };
  });
}
