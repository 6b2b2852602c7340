import { TIP_RECEIVED_EVENT, type TipReceived } from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { enqueueEvent } from '../../realtime/event-outbox';
import { notify } from '../notifications';

/**
 * The recipient hears of a tip on their own channel once it has committed (a hidden tip too: hidden is
 * from the room, not from them), and finds it in their notifications inbox, in the same transaction.
 */
export async function publishTipReceived(trx: Trx, recipientId: bigint, tip: TipReceived): Promise<void> {
  await enqueueEvent(trx, `App.User.${recipientId}`, TIP_RECEIVED_EVENT, tip);
  await notify(trx, recipientId, {
    kind: 'tip-received',
    title: 'You received a tip',
    body: `${tip.from.username} tipped you ${tip.amount} GC.`,
    link: '/chat',
    payload: { tip_id: tip.tip_id, amount: tip.amount },
  });
}
