import { type CryptoCode, formatAmount, REDEMPTION_TEXTS, type Redemption } from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { AppError, fieldError } from '../../http/errors';
import { type RequestKey, runOnce } from '../../http/idempotent-requests';
import { requireVerifiedIdentity } from '../identity';
import { mailRedemption, publishRedemption } from './events';
import { giftCardFor } from './gift-cards';
import { holdCoins } from './ledger-moves';
import { minimumOf } from './minimums';
import type { RedemptionsPorts } from './ports';
import {
  appendTimeline,
  insertRedemption,
  playerContact,
  type RedemptionRow,
  timelinesOf,
  verifiedBankAccount,
} from './repository';
import { requireTaxDetails } from './tax-gate';
import { redemptionView } from './view';

/** Where the prize goes: a verified bank account, a gift card brand, or a crypto address. */
export type Destination =
  | { method: 'bank'; bankAccountId: bigint }
  | { method: 'gift_card'; brand: string }
  | { method: 'crypto'; currency: CryptoCode; network: string; address: string; tag: string | null };

export interface NewRedemption {
  amount: bigint;
  destination: Destination;
}

export const FROZEN_TEXT =
  'Your account is on hold, so redemptions are paused until our team has reviewed it.';

/**
 * A player's request: the gates, then the redeemable SC into the payable account in one transfer with
 * the request's row, once per Idempotency-Key (the same key again answers the same request). Any
 * refusal changes nothing. The player is mailed in the same transaction.
 */
export async function requestRedemption(
  ports: RedemptionsPorts,
  request: RequestKey,
  order: NewRedemption,
): Promise<Redemption> {
  return runOnce(ports.db, request, 'redemptions:request', async (trx) => {
    const row = await placeRequest(trx, ports, request.userId, order);
    await mailRedemption(trx, ports, row);
    return { answer: redemptionView(row, await timelinesOf(trx, [row.id])) };
  });
}

async function placeRequest(
  trx: Trx,
  ports: RedemptionsPorts,
  userId: bigint,
  order: NewRedemption,
): Promise<RedemptionRow> {
  const player = await playerContact(trx, userId);
  if (player.frozen_at) throw new AppError('FORBIDDEN', FROZEN_TEXT);
  await requireVerifiedIdentity(trx, userId, { needsEmail: true });
  await ports.eligibility.redeem(trx, userId);
  const minimum = minimumOf(ports.config, order.destination.method);
  if (order.amount < minimum)
    throw fieldError('amount', REDEMPTION_TEXTS.belowMinimum(formatAmount(minimum)));
  const destination = await destinationColumns(trx, ports, userId, order);
  // The player's SC and the payable account, locked in id order before the balance is read, so two
  // requests at once are judged one after the other on the balance the first left.
  const payable = ports.ledger.systemAccount('redemptions_payable', 'SC');
  await ports.ledger.lockAccounts(trx, [userId], [payable]);
  const accounts = await ports.ledger.playerAccounts(trx, userId);
  if (accounts.scRedeemable.balance < order.amount) {
    const message =
      accounts.scRedeemable.balance + accounts.scUnplayed.balance >= order.amount
        ? REDEMPTION_TEXTS.unplayed
        : REDEMPTION_TEXTS.notEnough;
    throw fieldError('amount', message, 'INSUFFICIENT_FUNDS');
  }
  await requireTaxDetails(trx, userId, order.amount);
  const row = await insertRedemption(
    trx,
    {
      user_id: userId,
      method: order.destination.method,
      amount: order.amount,
      ...destination,
    },
    ports.config.REDEMPTION_REVIEW_HOURS,
  );
  await holdCoins(trx, ports.ledger, row);
  await appendTimeline(trx, {
    redemptionId: row.id,
    status: 'pending_review',
    actor: 'player',
    actorId: userId,
    reason: null,
  });
  await publishRedemption(trx, ports, row);
  return row;
}

/** The request's destination columns, and how the player is shown it; a bank account must be verified. */
async function destinationColumns(trx: Trx, ports: RedemptionsPorts, userId: bigint, order: NewRedemption) {
  const destination = order.destination;
  switch (destination.method) {
    case 'bank': {
      const account = await verifiedBankAccount(trx, userId, destination.bankAccountId);
      if (!account) throw fieldError('bankAccountId', REDEMPTION_TEXTS.noBankAccount);
      return { ach_account_id: account.id, destination: `${account.bank_name} ••${account.last4}` };
    }
    case 'gift_card': {
      const brand = await giftCardFor(ports, destination.brand, order.amount);
      return { gift_card_brand: brand.id, destination: `${brand.name} gift card` };
    }
    case 'crypto': {
      const address = destination.address;
      const shown = address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
      return {
        crypto_currency: destination.currency,
        crypto_network: destination.network,
        crypto_address: address,
        crypto_tag: destination.tag,
        destination: `${destination.currency} ${shown}`,
      };
    }
  }
}
