import type { CryptoCode } from '@casino/contract';
import { type AchVendor, AchVendorError, type VendorDisbursement } from '../../adapters/ach/interface';
import { ChainVendorError } from '../../adapters/chain/interface';
import { GiftCardError } from '../../adapters/gift-cards/interface';
import { inTransaction } from '../../db/transaction';
import { type JobHandlers, type JobResult, PermanentJobError, type RunningJob } from '../../jobs';
import { cryptoAmountFor } from './crypto-amount';
import { mailRedemption } from './events';
import { sealedCodeColumns } from './gift-card-codes';
import { PAYOUT_JOB, type PayoutJobPayload, payoutReference } from './payout-job';
import type { RedemptionsPorts } from './ports';
import { type RedemptionRow, redemptionById } from './repository';
import { advance } from './transitions';

const REFERENCE = /^redemption-(\d{1,18})$/;

/** The least wait before asking a vendor again about a payout it has pending. */
const PENDING_ASK_MIN_MS = 1_000;

/** A payout vendor's final word on an approved request. */
type Outcome =
  | { paid: true; reference: string; vendorPayoutId?: string; giftCardCode?: string }
  | { paid: false; reason: string };

/** The payout job's handler, by kind (app.ts adds it to the worker's). */
export function payoutJobHandlers(ports: RedemptionsPorts): JobHandlers {
  return { [PAYOUT_JOB]: (job) => runPayout(ports, job) };
}

/**
 * Pays an approved request through its method's vendor, outside any transaction (a vendor call never
 * holds a lock), under the vendor idempotency key `redemption-<id>`: a run again after a crash or a
 * failure gets the payout already made (the same gift card, the same transfer), never a second one. A
 * refusal fails the request and returns the coins; an unexpected error (the vendor out of reach) is
 * thrown, so the worker retries with back-off and, out of attempts, leaves the job dead for staff. A
 * bank payout the vendor has pending is asked about again later, unless its webhook settles it first.
 */
async function runPayout(ports: RedemptionsPorts, job: RunningJob): Promise<JobResult> {
  const { redemptionId } = job.payload as PayoutJobPayload;
  const row = await redemptionById(ports.db, BigInt(redemptionId));
  if (!row) throw new PermanentJobError(`redemption ${redemptionId} does not exist`);
  // Settled already (an earlier attempt, the bank's webhook, or staff by hand): nothing to send.
  if (row.status !== 'approved') return undefined;
  let outcome: Outcome | null;
  try {
    outcome = await sendPayout(ports, row);
  } catch (error) {
    const refusal = vendorRefusal(error);
    if (refusal === null) throw error;
    outcome = { paid: false, reason: refusal };
  }
  if (!outcome) return { retryInMs: Math.max(PENDING_ASK_MIN_MS, ports.config.RECONCILE_AFTER_MS) };
  await settlePayout(ports, row.id, outcome);
  return undefined;
}

/** A vendor's refusal in the words the player is shown; null for anything else (retry it). */
function vendorRefusal(error: unknown): string | null {
  if (error instanceof AchVendorError || error instanceof GiftCardError || error instanceof ChainVendorError)
    return error.message;
  return null;
}

/** Asks the vendor to pay; answers the outcome, or null while the vendor has still to decide. */
async function sendPayout(ports: RedemptionsPorts, row: RedemptionRow): Promise<Outcome | null> {
  const reference = payoutReference(row.id);
  switch (row.method) {
    case 'bank':
      if (!ports.ach) return { paid: false, reason: 'Bank payouts are not available.' };
      return bankPayout(ports, ports.ach, row, reference);
    case 'gift_card': {
      if (!ports.giftCards) return { paid: false, reason: 'Gift cards are not available.' };
      const card = await ports.giftCards.issue({
        brand: row.gift_card_brand ?? '',
        amountCents: row.amount,
        reference,
      });
      return { paid: true, reference, giftCardCode: card.code };
    }
    case 'crypto': {
      if (!ports.chain) return { paid: false, reason: 'Crypto payouts are not available.' };
      const currency = row.crypto_currency as CryptoCode;
      const sent = await ports.chain.send({
        currency,
        address: row.crypto_address ?? '',
        tag: row.crypto_tag,
        amount: cryptoAmountFor(ports.config, currency, row.amount),
        reference,
      });
      return { paid: true, reference: sent.txHash, vendorPayoutId: sent.txHash };
    }
  }
}

/**
 * A bank payout: the one already made under the reference (a run after a crash, or asking again about a
 * pending one), else a new one to the account, if the player has not removed it meanwhile.
 */
async function bankPayout(
  ports: RedemptionsPorts,
  ach: AchVendor,
  row: RedemptionRow,
  reference: string,
): Promise<Outcome | null> {
  let disbursement = await ach.disbursementByReference(reference);
  if (!disbursement) {
    const account = await ports.db
      .selectFrom('ach_accounts as a')
      .innerJoin('ach_payees as p', 'p.user_id', 'a.user_id')
      .select(['a.vendor_account_id', 'p.vendor_payee_id', 'a.status'])
      .where('a.id', '=', row.ach_account_id ?? 0n)
      .executeTakeFirst();
    if (account?.status !== 'verified')
      return { paid: false, reason: 'The bank account was removed before the payout.' };
    disbursement = await ach.disburse({
      payeeId: account.vendor_payee_id,
      accountId: account.vendor_account_id,
      reference,
      amountCents: row.amount,
    });
  }
  await ports.db
    .updateTable('redemptions')
    .set({ vendor_payout_id: disbursement.id })
    .where('id', '=', row.id)
    .where('vendor_payout_id', 'is', null)
    .execute();
  return disbursementOutcome(disbursement);
}

/**
 * Whether the vendor holds a payout under the request's reference that did not fail: asked before staff
 * settle a request by hand. A vendor out of reach throws: its answer is unknown, so nothing is settled.
 */
export async function vendorHasPayout(ports: RedemptionsPorts, row: RedemptionRow): Promise<boolean> {
  const reference = payoutReference(row.id);
  switch (row.method) {
    case 'bank': {
      const disbursement = await ports.ach?.disbursementByReference(reference);
      return !!disbursement && disbursement.status !== 'failed';
    }
    case 'gift_card':
      return !!(await ports.giftCards?.lookup(reference));
    case 'crypto':
      return !!(await ports.chain?.lookupSend(reference));
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
 * The vendor's final word on an approved request: paid (a gift card's code sealed), or failed with the
 * coins returned. A request no longer approved (settled by an earlier run, the webhook or staff) changes
 * nothing.
 */
async function settlePayout(ports: RedemptionsPorts, id: bigint, outcome: Outcome): Promise<void> {
  const sealed =
    outcome.paid && outcome.giftCardCode ? await sealedCodeColumns(ports.db, outcome.giftCardCode) : {};
  await inTransaction(ports.db, async (trx) => {
    const settled = await (outcome.paid
      ? advance(trx, ports, {
          id,
          from: 'approved',
          to: 'paid',
          actor: 'vendor',
          actorId: null,
          changes: {
            payout_reference: outcome.reference,
            ...(outcome.vendorPayoutId ? { vendor_payout_id: outcome.vendorPayoutId } : {}),
            ...sealed,
          },
        })
      : advance(trx, ports, {
          id,
          from: 'approved',
          to: 'failed',
          actor: 'vendor',
          actorId: null,
          reason: outcome.reason,
        }));
    if (settled) await mailRedemption(trx, ports, settled);
  });
}

/**
 * The ACH vendor's word on a payout, handed on by the wallet's bank webhook (its `payoutUpdates` port):
 * pays or fails the request its reference names. Idempotent: the same event again, or one after staff marked the request paid, finds
 * it no longer approved and changes nothing. Events for payouts that are not ours are ignored.
 */
export async function applyDisbursement(
  ports: RedemptionsPorts,
  disbursement: VendorDisbursement,
): Promise<void> {
  const match = REFERENCE.exec(disbursement.reference);
  if (!match?.[1]) return;
  const row = await redemptionById(ports.db, BigInt(match[1]));
  if (row?.method !== 'bank' || row.status !== 'approved') return;
  const outcome = disbursementOutcome(disbursement);
  if (outcome) await settlePayout(ports, row.id, outcome);
}
