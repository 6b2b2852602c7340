import type {
  CheckoutOutcome,
  PaymentMethod,
  PaymentStatus,
  SandboxCheckout,
  SandboxCheckoutView,
} from '@casino/contract';

/** What the product asks the vendor to open a hosted checkout for (integrations.md step 1). */
export interface CheckoutRequest {
  /** Unique per attempt: the vendor refuses a second payment with the same one. */
  merchantRefNum: string;
  amountCents: bigint;
  paymentType: PaymentMethod;
  customer: { firstName: string; lastName: string; email: string; phone: string };
}

/** What the browser needs to open the vendor's hosted checkout. */
export interface CheckoutSession {
  checkoutUrl: string;
  singleUseCustomerToken: string | null;
  customerId: string;
  accountId: string;
}

/** A payment made with a handle the checkout gave back (integrations.md step 3). */
export interface PaymentRequest {
  merchantRefNum: string;
  amountCents: bigint;
  paymentHandleToken: string;
}

/** The vendor's payment, as it stands. `errorCode` and `message` explain a FAILED one. */
export interface VendorPayment {
  id: string;
  status: PaymentStatus;
  errorCode: number | null;
  message: string | null;
}

/**
 * The vendor refused the request itself, before any payment existed (a handle that belongs to another
 * merchantRefNum, or one it never issued): nothing was paid or failed, so the purchase stays as it was.
 */
export class PaymentRequestRefused extends Error {
  override name = 'PaymentRequestRefused';
  constructor(
    readonly errorCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** A refund the vendor made of a payment, in full. */
export interface VendorRefund {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED';
  message: string | null;
}

/** What compliance asks the vendor to refund: the whole payment of one purchase. */
export interface RefundRequest {
  merchantRefNum: string;
  paymentId: string;
  amountCents: bigint;
}

/** The sandbox checkout page's controls: what a player does on the vendor's page. */
export interface PaymentTester {
  checkout(merchantRefNum: string): Promise<SandboxCheckoutView | null>;
  /** Enters a test card or account: a handle becomes payable, asks for a challenge, or fails. */
  submit(merchantRefNum: string, instrument: SandboxCheckout): Promise<CheckoutOutcome>;
  /** The 3-D Secure challenge step, passed or failed by the tester. */
  challenge(merchantRefNum: string, pass: boolean): Promise<CheckoutOutcome>;
  /** Settles a pending payment later, as the vendor's back office would. */
  settle(merchantRefNum: string, status: 'COMPLETED' | 'FAILED'): Promise<VendorPayment | null>;
}

/**
 * A payment vendor with a hosted checkout (Paysafe-like, integrations.md). Services see only this.
 * `pay` is safe to call again for the same `merchantRefNum` (our idempotency key with the vendor): it
 * answers the payment already made. It throws `PaymentRequestRefused` for a handle that is not this
 * reference's, and any other error when the vendor could not be asked (then it may or may not have paid:
 * asking again, or `lookup`, tells).
 */
export interface PaymentVendor {
  readonly name: 'sandbox' | 'paysafe';
  startCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  pay(request: PaymentRequest): Promise<VendorPayment>;
  /** The payment made for this attempt, or null if none was. */
  lookup(merchantRefNum: string): Promise<VendorPayment | null>;
  /** Refunds a completed payment in full; asked again for the same payment, answers the refund already made. */
  refund(request: RefundRequest): Promise<VendorRefund>;
  /** The sandbox has controls; a real vendor never does. */
  readonly tester: PaymentTester | null;
}
