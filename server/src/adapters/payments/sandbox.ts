import { randomUUID } from 'node:crypto';
import {
  type CheckoutOutcome,
  type PaymentStatus,
  SANDBOX_BANK_ACCOUNTS,
  SANDBOX_CARDS,
  type SandboxCheckout,
  type SandboxCheckoutView,
  type SandboxInstrument,
} from '@casino/contract';
import { sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { SandboxPaymentHandlesTable } from '../../db/schema';
import { inTransaction, type Trx } from '../../db/transaction';
import {
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentRequest,
  PaymentRequestRefused,
  type PaymentTester,
  type PaymentVendor,
  type RefundRequest,
  type VendorPayment,
  type VendorRefund,
} from './interface';

/** integrations.md: a handle unused for about 15 minutes expires. */
const HANDLE_TTL = sql`interval '15 minutes'`;
/** The vendor's code for a card the issuing bank declined. */
const DECLINED = { code: 3009, message: 'Your request has been declined by the issuing bank.' };
/** The vendor's code for a payment handle that is not the merchant reference's. */
const INVALID_HANDLE = 5114;
/** The 3-D Secure code for a challenge the cardholder failed. */
const CHALLENGE_FAILED = 5107;

type Handle = Pick<
  SandboxPaymentHandlesTable,
  | 'merchant_ref_num'
  | 'token'
  | 'amount'
  | 'status'
  | 'outcome'
  | 'error_code'
  | 'payment_id'
  | 'payment_status'
> & { expired: boolean };

/**
 * The default payment vendor: it works offline and behaves like Paysafe's hosted checkout in every state.
 * Its checkout is a page of the product (`/bank/test/card`, `/bank/test/ach`) where a tester enters a
 * test card or account (contract `SANDBOX_CARDS`, `SANDBOX_BANK_ACCOUNTS`) that succeeds, is declined,
 * asks for a 3-D Secure challenge, fails with a code or stays pending. Handles live in the database so
 * every app instance sees the same vendor; payments answer after a delay, as the vendor's do.
 * app.ts never builds it with live vendors (config refuses it).
 */
export class SandboxPayments implements PaymentVendor, PaymentTester {
  readonly name = 'sandbox' as const;
  readonly tester: PaymentTester = this;

  constructor(
    private readonly db: Database,
    private readonly delayMs: number,
  ) {}

  async startCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    await this.db
      .insertInto('sandbox_payment_handles')
      .values({
        merchant_ref_num: request.merchantRefNum,
        amount: request.amountCents,
        currency: 'USD',
        payment_type: request.paymentType,
        status: 'INITIATED',
      })
      .execute();
    const page = request.paymentType === 'pay_by_bank' ? 'ach' : 'card';
    return {
      checkoutUrl: `/bank/test/${page}?ref=${encodeURIComponent(request.merchantRefNum)}`,
      singleUseCustomerToken: `SCT-${randomUUID()}`,
      customerId: `sandbox-${request.customer.email || 'customer'}`,
      accountId: 'sandbox-account',
    };
  }

  async pay(request: PaymentRequest): Promise<VendorPayment> {
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    return inTransaction(this.db, async (trx) => {
      const handle = await lockHandle(trx, 'token', request.paymentHandleToken);
      // Paysafe answers a request error here, not a payment: the reference's own payment is untouched.
      if (!handle || handle.merchant_ref_num !== request.merchantRefNum)
        throw new PaymentRequestRefused(
          INVALID_HANDLE,
          'The payment handle does not belong to this merchant reference.',
        );
      // One payment per merchantRefNum: asking again answers the payment already made.
      if (handle.payment_id) return paymentOf(handle);
      if (handle.expired || handle.status !== 'PAYABLE')
        return failed(
          'NONE',
          null,
          `The payment handle is ${handle.expired ? 'EXPIRED' : handle.status}.`,
          handle.expired ? 'EXPIRED' : 'FAILED',
        );
      if (handle.amount !== request.amountCents)
        return failed('NONE', 3003, 'The amount does not match the payment handle.');
      const status: PaymentStatus =
        handle.outcome === 'decline' ? 'FAILED' : handle.outcome === 'pending' ? 'PROCESSING' : 'COMPLETED';
      const updated = await trx
        .updateTable('sandbox_payment_handles')
        .set({
          payment_id: randomUUID(),
          payment_status: status,
          status: status === 'PROCESSING' ? 'PROCESSING' : status,
          error_code: status === 'FAILED' ? DECLINED.code : null,
          updated_at: sql`now()`,
        })
        .where('merchant_ref_num', '=', handle.merchant_ref_num)
        .returning(['payment_id', 'payment_status', 'error_code'])
        .executeTakeFirstOrThrow();
      return paymentOf(updated);
    });
  }

  async lookup(merchantRefNum: string): Promise<VendorPayment | null> {
    const handle = await this.db
      .selectFrom('sandbox_payment_handles')
      .select(['payment_id', 'payment_status', 'error_code'])
      .where('merchant_ref_num', '=', merchantRefNum)
      .executeTakeFirst();
    return handle?.payment_id ? paymentOf(handle) : null;
  }

  async refund(request: RefundRequest): Promise<VendorRefund> {
    // One refund per payment: the first one's id is kept and answered again.
    const refunded = await this.db
      .updateTable('sandbox_payment_handles')
      .set({
        refund_id: sql`coalesce(refund_id, ${`refund-${randomUUID()}`})`,
        refunded_at: sql`coalesce(refunded_at, now())`,
      })
      .where('merchant_ref_num', '=', request.merchantRefNum)
      .where('payment_id', '=', request.paymentId)
      .where('payment_status', '=', 'COMPLETED')
      .returning('refund_id')
      .executeTakeFirst();
    if (!refunded?.refund_id)
      return { id: 'none', status: 'FAILED', message: 'There is no completed payment to refund.' };
    return { id: refunded.refund_id, status: 'COMPLETED', message: null };
  }

  async checkout(merchantRefNum: string): Promise<SandboxCheckoutView | null> {
    const handle = await this.db
      .selectFrom('sandbox_payment_handles')
      .select(['merchant_ref_num', 'amount', 'currency', 'payment_type', 'status'])
      .select(sql<boolean>`created_at < now() - ${HANDLE_TTL}`.as('expired'))
      .where('merchant_ref_num', '=', merchantRefNum)
      .executeTakeFirst();
    if (!handle) return null;
    const unused = handle.status === 'INITIATED' || handle.status === 'PAYABLE';
    return {
      merchantRefNum: handle.merchant_ref_num,
      amount: Number(handle.amount),
      currency: handle.currency,
      payment_type: handle.payment_type,
      status: handle.expired && unused ? 'EXPIRED' : handle.status,
    };
  }

  async submit(merchantRefNum: string, entered: SandboxCheckout): Promise<CheckoutOutcome> {
    return inTransaction(this.db, async (trx) => {
      const handle = await lockHandle(trx, 'merchant_ref_num', merchantRefNum);
      const settled = handle ? await settledOutcome(trx, handle) : checkoutError(5114);
      if (settled || !handle) return settled ?? checkoutError(5114);
      const instrument = instrumentOf(entered);
      if (instrument.outcome === 'code') return fail(trx, handle, instrument.code ?? 6000);
      if (instrument.outcome === 'challenge') {
        await setHandle(trx, merchantRefNum, { outcome: 'challenge', instrument: instrument.number });
        return { status: 'CHALLENGE', paymentHandleToken: null, error: null };
      }
      return payable(trx, merchantRefNum, instrument.outcome, instrument.number);
    });
  }

  async challenge(merchantRefNum: string, pass: boolean): Promise<CheckoutOutcome> {
    return inTransaction(this.db, async (trx) => {
      const handle = await lockHandle(trx, 'merchant_ref_num', merchantRefNum);
      if (!handle) return checkoutError(5114);
      const settled = await settledOutcome(trx, handle);
      if (settled) return settled;
      if (handle.outcome !== 'challenge') return checkoutError(5108);
      return pass ? payable(trx, merchantRefNum, 'success', null) : fail(trx, handle, CHALLENGE_FAILED);
    });
  }

  async settle(merchantRefNum: string, status: 'COMPLETED' | 'FAILED'): Promise<VendorPayment | null> {
    const updated = await this.db
      .updateTable('sandbox_payment_handles')
      .set({
        payment_status: status,
        status,
        error_code: status === 'FAILED' ? DECLINED.code : null,
        updated_at: sql`now()`,
      })
      .where('merchant_ref_num', '=', merchantRefNum)
      .where('payment_status', '=', 'PROCESSING')
      .returning(['payment_id', 'payment_status', 'error_code'])
      .executeTakeFirst();
    return updated ? paymentOf(updated) : this.lookup(merchantRefNum);
  }
}

function lockHandle(trx: Trx, by: 'token' | 'merchant_ref_num', value: string): Promise<Handle | undefined> {
  return trx
    .selectFrom('sandbox_payment_handles')
    .select([
      'merchant_ref_num',
      'token',
      'amount',
      'status',
      'outcome',
      'error_code',
      'payment_id',
      'payment_status',
    ])
    .select(sql<boolean>`created_at < now() - ${HANDLE_TTL}`.as('expired'))
    .where(by, '=', value)
    .forUpdate()
    .executeTakeFirst();
}

/** A handle that is no longer waiting for an instrument answers what it already became. */
async function settledOutcome(trx: Trx, handle: Handle): Promise<CheckoutOutcome | null> {
  if (handle.status === 'INITIATED' && handle.expired) {
    await setHandle(trx, handle.merchant_ref_num, { status: 'EXPIRED' });
    return { status: 'EXPIRED', paymentHandleToken: null, error: null };
  }
  if (handle.status === 'EXPIRED') return { status: 'EXPIRED', paymentHandleToken: null, error: null };
  if (handle.status === 'FAILED') return checkoutError(handle.error_code ?? 6000);
  if (handle.status !== 'INITIATED')
    return { status: 'PAYABLE', paymentHandleToken: handle.token, error: null };
  return null;
}

function instrumentOf(entered: SandboxCheckout): SandboxInstrument {
  const [list, number] =
    'card_number' in entered
      ? [SANDBOX_CARDS, entered.card_number]
      : [SANDBOX_BANK_ACCOUNTS, entered.account_number];
  // An unknown test number is declined at payment time, as the vendor's test environment does.
  return list.find((i) => i.number === number) ?? { number, outcome: 'decline', code: null, label: '' };
}

async function payable(
  trx: Trx,
  merchantRefNum: string,
  outcome: 'success' | 'decline' | 'pending',
  instrument: string | null,
): Promise<CheckoutOutcome> {
  const token = `PH-${randomUUID()}`;
  await setHandle(trx, merchantRefNum, {
    status: 'PAYABLE',
    token,
    outcome,
    ...(instrument ? { instrument } : {}),
  });
  return { status: 'PAYABLE', paymentHandleToken: token, error: null };
}

async function fail(trx: Trx, handle: Handle, code: number): Promise<CheckoutOutcome> {
  await setHandle(trx, handle.merchant_ref_num, { status: 'FAILED', error_code: code });
  return checkoutError(code);
}

function setHandle(
  trx: Trx,
  merchantRefNum: string,
  values: Omit<Updateable<SandboxPaymentHandlesTable>, 'created_at' | 'updated_at'>,
) {
  return trx
    .updateTable('sandbox_payment_handles')
    .set({ ...values, updated_at: sql`now()` })
    .where('merchant_ref_num', '=', merchantRefNum)
    .execute();
}

/** The checkout's error callback (integrations.md): the vendor's own words, for support. */
function checkoutError(code: number): CheckoutOutcome {
  return {
    status: 'FAILED',
    paymentHandleToken: null,
    error: {
      code,
      message: code >= 5100 ? '3-D Secure authentication failed' : 'The payment could not be set up',
      detailedMessage: `Sandbox 3-D Secure result ${code}`,
      correlationId: randomUUID(),
    },
  };
}

function paymentOf(row: {
  payment_id: string | null;
  payment_status: string | null;
  error_code: number | null;
}): VendorPayment {
  const status = (row.payment_status ?? 'FAILED') as PaymentStatus;
  return {
    id: row.payment_id ?? 'none',
    status,
    errorCode: status === 'FAILED' ? row.error_code : null,
    message: status === 'FAILED' ? DECLINED.message : null,
  };
}

function failed(
  id: string,
  errorCode: number | null,
  message: string,
  status: PaymentStatus = 'FAILED',
): VendorPayment {
  return { id, status, errorCode, message };
}
