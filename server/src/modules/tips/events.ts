import { TIP_RECEIVED_EVENT, type TipReceived } from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { enqueueEvent } from '../../realtime/event-outbox';

/**
 * The recipient hears of a tip on their own channel once it has committed (a hidden tip too: hidden is
 * from the room, not from them). A notifications inbox can listen to the same event.
 */
export function publishTipReceived(trx: Trx, recipientId: bigint, tip: TipReceived): Promise<void> {
  return enqueueEvent(trx, `App.User.${recipientId}`, TIP_RECEIVED_EVENT, tip);
}
