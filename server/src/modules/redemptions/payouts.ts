import type { CryptoCode } from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AchVendorError, type VendorDisbursement } from '../../adapters/ach/interface';
import { ChainVendorError } from '../../adapters/chain/interface';
import { GiftCardError } from '../../adapters/gift-cards/interface';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { cryptoAmountFor } from './crypto-amount';
import { mailRedemption } from './events';
import { type RedemptionRow, redemptionById } from './repository';
import { advance } from './transitions';

/** Our reference of a request's payout at every vendor: the same request is paid once however often asked. */
export function payoutReference(id: bigint): string {
  return `redemption-${id}`;
}

const REFERENCE = /^redemption-(\d{1,18})$/;

/** A payout vendor's final word on an approved request. */
type Outcome =
  | { paid: true; reference: string; vendorPayoutId?: string; giftCardCode?: string }
  | { paid: false; reason: string };

/**
 * Pays an approved request through its method's vendor, outside any transaction (a vendor call never
 * holds a lock). A vendor that answers at once settles it here; a bank payout usually answers pending
 * and settles by webhook (`applyDisbursement`). A refusal fails the request and returns the coins. An
 * unexpected error (the vendor out of reach) leaves it approved: the reference makes a retry safe, and
 * staff see it in the queue as it nears its promised time.
 */
export async function startPayout(deps: Deps, row: RedemptionRow, log: FastifyBaseLogger): Promise<void> {
  let outcome: Outcome | null;
  try {
    outcome = await sendPayout(deps, row);
  } catch (error) {
    if (error instanceof AchVendorError) outcome = { paid: false, reason: error.message };
    else if (error instanceof GiftCardError) outcome = { paid: false, reason: error.message };
    else if (error instanceof ChainVendorError) outcome = { paid: false, reason: error.message };
    else {
      log.error({ err: error, redemption: String(row.id) }, 'redemption payout not sent');
      return;
    }
  }
  if (outcome) await settlePayout(deps, row.id, outcome);
}

/** Asks the vendor to pay; answers the outcome, or null while the vendor has still to decide. */
async function sendPayout(deps: Deps, row: RedemptionRow): Promise<Outcome | null> {
  const reference = payoutReference(row.id);
  switch (row.method) {
    case 'bank': {
      if (!deps.ach) return { paid: false, reason: 'Bank payouts are not available.' };
      const account = await deps.db
        .selectFrom('ach_accounts as a')
        .innerJoin('ach_payees as p', 'p.user_id', 'a.user_id')
        .select(['a.vendor_account_id', 'p.vendor_payee_id', 'a.status'])
        .where('a.id', '=', row.ach_account_id ?? 0n)
        .executeTakeFirst();
      if (account?.status !== 'verified')
        return { paid: false, reason: 'The bank account was removed before the payout.' };
      const disbursement = await deps.ach.disburse({
        payeeId: account.vendor_payee_id,
        accountId: account.vendor_account_id,
        reference,
        amountCents: row.amount,
      });
      await deps.db
        .updateTable('redemptions')
        .set({ vendor_payout_id: disbursement.id })
        .where('id', '=', row.id)
        .where('vendor_payout_id', 'is', null)
        .execute();
      return disbursementOutcome(disbursement);
    }
    case 'gift_card': {
      if (!deps.giftCards) return { paid: false, reason: 'Gift cards are not available.' };
      const card = await deps.giftCards.issue({
        brand: row.gift_card_brand ?? '',
        amountCents: row.amount,
        reference,
      });
      return { paid: true, reference, giftCardCode: card.code };
    }
    case 'crypto': {
      if (!deps.chain) return { paid: false, reason: 'Crypto payouts are not available.' };
      const currency = row.crypto_currency as CryptoCode;
      const sent = await deps.chain.send({
        currency,
        address: row.crypto_address ?? '',
        tag: row.crypto_tag,
        amount: cryptoAmountFor(deps.config, currency, row.amount),
        reference,
      });
      return { paid: true, reference: sent.txHash, vendorPayoutId: sent.txHash };
    }
  }
}

function disbursementOutcome(disbursement: VendorDisbursement): Outcome | null {
  switch (disbursement.status) {
    case 'pending':
      return null;
    case 'paid':
      return { paid: true, reference: disbursement.id, vendorPayoutId: disbursement.id };
    case 'failed':
      return {
        paid: false,
        reason: `The bank returned the payout${disbursement.failureCode ? ` (${disbursement.failureCode})` : ''}.`,
      };
  }
}

/**
 * The vendor's final word on an approved request: paid, or failed with the coins returned. A request
 * no longer approved (staff marked it paid by hand, or an earlier event settled it) changes nothing.
 */
async function settlePayout(deps: Deps, id: bigint, outcome: Outcome): Promise<void> {
  const settled = await inTransaction(deps.db, (trx) =>
    outcome.paid
      ? advance(trx, deps, {
          id,
          from: 'approved',
          to: 'paid',
          actor: 'vendor',
          actorId: null,
          changes: {
            payout_reference: outcome.reference,
            ...(outcome.vendorPayoutId ? { vendor_payout_id: outcome.vendorPayoutId } : {}),
            ...(outcome.giftCardCode ? { gift_card_code: outcome.giftCardCode } : {}),
          },
        })
      : advance(trx, deps, {
          id,
          from: 'approved',
          to: 'failed',
          actor: 'vendor',
          actorId: null,
          reason: outcome.reason,
        }),
  );
  if (settled) await mailRedemption(deps, settled);
}

/**
 * The ACH vendor's webhook on a payout (wired as `Deps.payoutUpdates`): pays or fails the request its
 * reference names. Idempotent: the same event again, or one after staff marked the request paid, finds
 * it no longer approved and changes nothing. Events for payouts that are not ours are ignored.
 */
export async function applyDisbursement(deps: Deps, disbursement: VendorDisbursement): Promise<void> {
  const match = REFERENCE.exec(disbursement.reference);
  if (!match?.[1]) return;
  const row = await redemptionById(deps.db, BigInt(match[1]));
  if (row?.method !== 'bank' || row.status !== 'approved') return;
  const outcome = disbursementOutcome(disbursement);
  if (outcome) await settlePayout(deps, row.id, outcome);
}
