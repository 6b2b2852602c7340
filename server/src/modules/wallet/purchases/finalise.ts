import {
  type FinaliseAnswer,
  type finaliseRequestSchema,
  type PaymentResult,
  type PaymentStatus,
  paymentStatusText,
  WALLET_TEXTS,
} from '@casino/contract';
import type { z } from 'zod';
import { AppError, fieldError } from '../../../http/errors';
import { type RequestKey, runOnce } from '../../../http/idempotent-requests';
import type { PurchasePorts } from '../ports';
import { isOpen, payWithHandle, recordFinalise, settleWith } from './pay';
import { type PurchaseRow, purchaseByReference } from './repository';
import { settlePurchase } from './settle';

type FinaliseRequest = z.output<typeof finaliseRequestSchema>;

async function ownPurchase(
  ports: PurchasePorts,
  userId: bigint,
  merchantRefNum: string,
): Promise<PurchaseRow> {
  const purchase = await purchaseByReference(ports.db, userId, merchantRefNum);
  if (!purchase) throw new AppError('NOT_FOUND', WALLET_TEXTS.noSuchPayment);
  return purchase;
}

/** The answer to a finalise: COMPLETED is success; any other status is refused in the spec's words. */
function answer(status: PaymentStatus, orderId: string): FinaliseAnswer {
  if (status !== 'COMPLETED') throw new AppError('PAYMENT_FAILED', paymentStatusText(status));
  return { status, order_id: orderId };
}

/**
 * `POST /api/payments/paysafe/finalise`: records the checkout's handle with a `purchase.finalise` job,
 * then pays with it (the vendor answers the same payment for the same merchantRefNum) and settles the
 * purchase. Safe to send any number of times, from any instance, in any order: a completed purchase
 * answers COMPLETED without asking the vendor again, and if this instance dies after the handle is
 * recorded, the job finishes the work. A handle that is another purchase's is refused (422) and
 * changes nothing.
 */
export async function finalisePayment(
  ports: PurchasePorts,
  request: RequestKey,
  body: FinaliseRequest,
): Promise<FinaliseAnswer> {
  const purchase = await ownPurchase(ports, request.userId, body.merchantRefNum);
  if (BigInt(body.amount) !== purchase.amount) throw fieldError('amount', WALLET_TEXTS.wrongAmount);
  if (purchase.status === 'completed') return answer('COMPLETED', String(purchase.id));
  if (!isOpen(purchase)) return answer(purchase.vendor_status as PaymentStatus, String(purchase.id));
  await recordFinalise(ports, purchase, body.paymentHandleToken);
  const payment = await payWithHandle(ports, purchase, body.paymentHandleToken);
  if (!payment) throw fieldError('paymentHandleToken', WALLET_TEXTS.handleNotForPayment);
  const settled = await runOnce(ports.db, request, 'payments:finalise', async (trx) => ({
    answer: await settlePurchase(ports, trx, purchase, payment),
  }));
  return answer(settled.status, settled.orderId);
}

/**
 * `GET /api/payments/paysafe/result`: the stored result the web app polls each second (spec §4). A
 * purchase the vendor may have paid (processing, or initiated with a finalise's handle recorded) asks
 * the vendor again, so a payment that settled late, or whose finalise died, is credited here.
 */
export async function paymentResult(
  ports: PurchasePorts,
  userId: bigint,
  merchantRefNum: string,
): Promise<PaymentResult> {
  let purchase = await ownPurchase(ports, userId, merchantRefNum);
  if (purchase.status === 'processing' || (isOpen(purchase) && purchase.payment_handle_token)) {
    const payment = await ports.payments.lookup(merchantRefNum);
    if (payment && payment.status !== purchase.vendor_status) {
      await settleWith(ports, purchase, payment);
      purchase = await ownPurchase(ports, userId, merchantRefNum);
    }
  }
  switch (purchase.status) {
    case 'completed':
      return { result: true, status: 'COMPLETED', message: null };
    case 'failed':
    case 'expired':
      return {
        result: false,
        status: purchase.vendor_status as PaymentStatus,
        message: paymentStatusText(purchase.vendor_status),
      };
    case 'initiated':
    case 'processing':
      return { result: null, status: purchase.vendor_status as PaymentStatus, message: null };
  }
}
