import {
  REDEMPTION_UPDATED_EVENT,
  type RedemptionStatus,
  type RedemptionUpdatedEvent,
  shownAmount,
} from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { enqueueEvent } from '../../realtime/event-outbox';
import { notify } from '../notifications';
import { announceBalance } from '../users';
import type { RedemptionsPorts } from './ports';
import { playerContact, type RedemptionRow, timelinesOf } from './repository';
import { redemptionView } from './view';

/** Statuses after which the player's redeemable balance changed (held or returned). */
const BALANCE_CHANGES: readonly RedemptionStatus[] = ['pending_review', 'rejected', 'cancelled', 'failed'];

/** Where the player follows their redemptions. */
const REDEMPTIONS_PAGE = '/wallet?page=redeem';

/**
 * Queues the request as it now stands for the player's tabs (`redemption-updated` on App.User.{id}),
 * their new balance when the coins moved, and the status in their inbox (the mail's words); all are
 * sent once the caller's transaction commits.
 */
export async function publishRedemption(
  trx: Trx,
  ports: RedemptionsPorts,
  row: RedemptionRow,
): Promise<void> {
  const event: RedemptionUpdatedEvent = { redemption: redemptionView(row, await timelinesOf(trx, [row.id])) };
  await enqueueEvent(trx, `App.User.${row.user_id}`, REDEMPTION_UPDATED_EVENT, event);
  if (BALANCE_CHANGES.includes(row.status)) await announceBalance(trx, ports.ledger, row.user_id);
  await notify(trx, row.user_id, {
    kind: 'redemption-status',
    title: SUBJECTS[row.status],
    body: mailBody(row),
    link: REDEMPTIONS_PAGE,
    payload: { redemption_id: row.id.toString(), status: row.status },
  });
}

const SUBJECTS: Record<RedemptionStatus, string> = {
  pending_review: 'We received your redemption request',
  approved: 'Your redemption was approved',
  paid: 'Your redemption was paid',
  rejected: 'Your redemption was rejected',
  cancelled: 'Your redemption was cancelled',
  failed: 'Your redemption payout failed',
};

function mailBody(row: RedemptionRow): string {
  const amount = `${shownAmount(row.amount)} SC to ${row.destination}`;
  switch (row.status) {
    case 'pending_review':
      return `Your request to redeem ${amount} is waiting for review. We promise a decision by ${row.review_due_at.toISOString()}.`;
    case 'approved':
      return `Your request to redeem ${amount} was approved. We promise the payout by ${row.payout_due_at?.toISOString()}.`;
    case 'paid':
      return `Your redemption of ${amount} was paid${row.payout_reference ? ` (reference ${row.payout_reference})` : ''}.`;
    case 'rejected':
      return `Your request to redeem ${amount} was rejected: ${row.reason}. The Sweeps Coins are back in your redeemable balance.`;
    case 'cancelled':
      return `You cancelled your request to redeem ${amount}. The Sweeps Coins are back in your redeemable balance.`;
    case 'failed':
      return `The payout of ${amount} failed${row.reason ? `: ${row.reason}` : ''}. The Sweeps Coins are back in your redeemable balance.`;
  }
}

/**
 * Mails the player where their request stands, as a job in the caller's transaction: the mail goes out
 * exactly when the change it reports commits (a mail about a change that rolled back would be a lie, and
 * one lost to a crash after the commit would leave the player uninformed).
 */
export async function mailRedemption(trx: Trx, ports: RedemptionsPorts, row: RedemptionRow): Promise<void> {
  const player = await playerContact(trx, row.user_id);
  await ports.mailer.send(
    {
      to: player.email,
      subject: SUBJECTS[row.status],
      body: mailBody(row),
      link: `${ports.config.appUrl}${REDEMPTIONS_PAGE}`,
    },
    trx,
  );
}
