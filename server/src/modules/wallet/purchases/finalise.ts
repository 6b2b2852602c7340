import {
  type FinaliseAnswer,
  type finaliseRequestSchema,
  type PaymentResult,
  type PaymentStatus,
  paymentStatusText,
  WALLET_TEXTS,
} from '@casino/contract';
import type { z } from 'zod';
import { inTransaction } from '../../../db/transaction';
import type { Deps } from '../../../deps';
import { AppError, fieldError } from '../../../http/errors';
import { type RequestKey, runOnce } from '../../../http/idempotent-requests';
import { type PurchaseRow, purchaseByReference } from './repository';
import { settlePurchase } from './settle';

type FinaliseRequest = z.output<typeof finaliseRequestSchema>;

async function ownPurchase(deps: Deps, userId: bigint, merchantRefNum: string): Promise<PurchaseRow> {
  const purchase = await purchaseByReference(deps.db, userId, merchantRefNum);
  if (!purchase) throw new AppError('NOT_FOUND', WALLET_TEXTS.noSuchPayment);
  return purchase;
}

/** The answer to a finalise: COMPLETED is success; any other status is refused in the spec's words. */
function answer(status: PaymentStatus, orderId: string): FinaliseAnswer {
  if (status !== 'COMPLETED') throw new AppError('PAYMENT_FAILED', paymentStatusText(status));
  return { status, order_id: orderId };
}

/**
 * `POST /api/payments/paysafe/finalise`: pays with the checkout's handle (the vendor answers the same
 * payment for the same merchantRefNum) and settles the purchase. Safe to send any number of times, from
 * any instance, in any order: a completed purchase answers COMPLETED without asking the vendor again.
 */
export async function finalisePayment(
  deps: Deps,
  request: RequestKey,
  body: FinaliseRequest,
): Promise<FinaliseAnswer> {
  const purchase = await ownPurchase(deps, request.userId, body.merchantRefNum);
  if (BigInt(body.amount) !== purchase.amount) throw fieldError('amount', WALLET_TEXTS.wrongAmount);
  if (purchase.status === 'completed') return answer('COMPLETED', String(purchase.id));
  if (purchase.status === 'failed')
    return answer(purchase.vendor_status as PaymentStatus, String(purchase.id));
  const payment = await deps.payments.pay({
    merchantRefNum: purchase.merchant_ref_num,
    amountCents: purchase.amount,
    paymentHandleToken: body.paymentHandleToken,
  });
  const settled = await runOnce(deps.db, request, 'payments:finalise', async (trx) => ({
    answer: await settlePurchase(deps, trx, purchase, payment),
  }));
  return answer(settled.status, settled.orderId);
}

/**
 * `GET /api/payments/paysafe/result`: the stored result the web app polls each second (spec §4). A
 * purchase still processing asks the vendor again, so a payment that settled late is credited here.
 */
export async function paymentResult(
  deps: Deps,
  userId: bigint,
  merchantRefNum: string,
): Promise<PaymentResult> {
  let purchase = await ownPurchase(deps, userId, merchantRefNum);
  if (purchase.status === 'processing') {
    const payment = await deps.payments.lookup(merchantRefNum);
    if (payment && payment.status !== purchase.vendor_status) {
      const current = purchase;
      await inTransaction(deps.db, (trx) => settlePurchase(deps, trx, current, payment));
      purchase = await ownPurchase(deps, userId, merchantRefNum);
    }
  }
  switch (purchase.status) {
    case 'completed':
      return { result: true, status: 'COMPLETED', message: null };
    case 'failed':
      return {
        result: false,
        status: purchase.vendor_status as PaymentStatus,
        message: paymentStatusText(purchase.vendor_status),
      };
    default:
      return { result: null, status: purchase.vendor_status as PaymentStatus, message: null };
  }
}
