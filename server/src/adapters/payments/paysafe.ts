import type { PaymentStatus } from '@casino/contract';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentRequest,
  PaymentVendor,
  RefundRequest,
  VendorPayment,
  VendorRefund,
} from './interface';

interface PaysafePayment {
  id: string;
  status: string;
  error?: { code: string; message: string };
}

/** Paysafe's duplicate-merchantRefNum error: the payment already exists, so it is looked up instead. */
const DUPLICATE_REFERENCE = '3406';
const KNOWN: readonly PaymentStatus[] = ['PROCESSING', 'PENDING', 'COMPLETED', 'FAILED', 'CANCELLED'];

/**
 * Paysafe's Payments API (hosted checkout, integrations.md). The browser opens Paysafe Checkout with
 * the account id and amount and receives a payment handle token; the server pays with it here. Tests
 * never call it: the sandbox is the default and live configuration refuses the sandbox.
 */
export class PaysafePayments implements PaymentVendor {
  readonly name = 'paysafe' as const;
  readonly tester = null;

  constructor(
    private readonly apiKey: string,
    private readonly accountId: string,
    private readonly baseUrl: string,
  ) {}

  async startCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    // Paysafe Checkout creates the handle in the browser; no server call is needed before it opens.
    return {
      checkoutUrl: 'paysafe:checkout',
      singleUseCustomerToken: null,
      customerId: request.customer.email,
      accountId: this.accountId,
    };
  }

  async pay(request: PaymentRequest): Promise<VendorPayment> {
    const response = await this.call('POST', '/paymenthub/v1/payments', {
      merchantRefNum: request.merchantRefNum,
      amount: Number(request.amountCents),
      currencyCode: 'USD',
      dupCheck: true,
      settleWithAuth: true,
      paymentHandleToken: request.paymentHandleToken,
    });
    if (response.error?.code === DUPLICATE_REFERENCE) {
      const existing = await this.lookup(request.merchantRefNum);
      if (existing) return existing;
    }
    return paymentOf(response);
  }

  async lookup(merchantRefNum: string): Promise<VendorPayment | null> {
    const found = (await this.call(
      'GET',
      `/paymenthub/v1/payments?merchantRefNum=${encodeURIComponent(merchantRefNum)}`,
    )) as unknown as { payments?: PaysafePayment[] };
    const payment = found.payments?.[0];
    return payment ? paymentOf(payment) : null;
  }

  async refund(request: RefundRequest): Promise<VendorRefund> {
    const reference = `${request.merchantRefNum}-refund`;
    const response = await this.call(
      'POST',
      `/paymenthub/v1/payments/${encodeURIComponent(request.paymentId)}/refunds`,
      {
        merchantRefNum: reference,
        amount: Number(request.amountCents),
        dupCheck: true,
      },
    );
    if (response.error?.code === DUPLICATE_REFERENCE) {
      const found = (await this.call(
        'GET',
        `/paymenthub/v1/refunds?merchantRefNum=${encodeURIComponent(reference)}`,
      )) as unknown as { refunds?: PaysafePayment[] };
      const existing = found.refunds?.[0];
      if (existing) return refundOf(existing);
    }
    return refundOf(response);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: object): Promise<PaysafePayment> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(this.apiKey).toString('base64')}`,
        'content-type': 'application/json',
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json().catch(() => ({}))) as PaysafePayment;
    if (!response.ok && !answer.error)
      throw new Error(`paysafe: ${method} ${path} answered ${response.status}`);
    return answer;
  }
}

function refundOf(refund: PaysafePayment): VendorRefund {
  const status = refund.error
    ? 'FAILED'
    : refund.status === 'COMPLETED'
      ? 'COMPLETED'
      : refund.status === 'FAILED' || refund.status === 'CANCELLED'
        ? 'FAILED'
        : 'PENDING';
  return { id: refund.id ?? 'none', status, message: refund.error?.message ?? null };
}

function paymentOf(payment: PaysafePayment): VendorPayment {
  const status = KNOWN.includes(payment.status as PaymentStatus)
    ? (payment.status as PaymentStatus)
    : 'FAILED';
  return {
    id: payment.id ?? 'none',
    status,
    errorCode: payment.error ? Number(payment.error.code) || null : null,
    message: payment.error?.message ?? null,
  };
}
