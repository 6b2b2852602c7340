import type { AchDebitState, AchReturnCode, IdentityForm } from '@casino/contract';

/** A bank account the vendor holds for a payee: the full number stays with the vendor. */
export interface VendorAccount {
  id: string;
  bankName: string;
  last4: string;
  status: 'micro_pending' | 'verified';
}

/** An ACH debit as the vendor reports it: pending until the bank settles or returns it. */
export interface VendorDebit {
  id: string;
  reference: string;
  status: AchDebitState;
  returnCode: AchReturnCode | null;
}

/** Where a payout stands: pending until the bank pays it into the account or fails it. */
export type DisbursementState = 'pending' | 'paid' | 'failed';

/** A payout (ACH credit) to a payee's account as the vendor reports it (`disbursements/add`). */
export interface VendorDisbursement {
  id: string;
  reference: string;
  status: DisbursementState;
  /** The bank's NACHA return code when it failed (R02 account closed, R03 no account, ...). */
  failureCode: string | null;
}

/** The vendor's refusal: a code the player is shown (spec §8 "error_code shows error toast"). */
export class AchVendorError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

/** The sandbox's controls: what the player does in the vendor's widget and the bank does later. */
export interface AchTester {
  /** The widget page: the tester picks a bank and what happens (linked, failed, cancelled). */
  completeWidget(
    session: string,
    choice: { bankName: string; outcome: 'linked' | 'failed' | 'cancelled' },
  ): Promise<{ result: 'linked' | 'failed' | 'cancelled'; referenceId: string; errorCode: string | null }>;
  /** The two deposits the bank statement shows, in cents. */
  microDeposits(accountId: string): Promise<[number, number] | null>;
  /** The bank's decision on a pending debit; the vendor reports it by webhook after a delay. */
  decideDebit(
    debitId: string,
    outcome: 'settled' | 'returned',
    returnCode?: AchReturnCode,
  ): Promise<VendorDebit | null>;
  /** The bank's decision on a pending payout; the vendor reports it by webhook after a delay. */
  decideDisbursement(
    disbursementId: string,
    outcome: 'paid' | 'failed',
    failureCode?: string,
  ): Promise<VendorDisbursement | null>;
  /** A payout by our reference, as the tester looks it up on the vendor's dashboard. */
  disbursementByReference(reference: string): Promise<VendorDisbursement | null>;
  /** When the bank pays a payout nobody decided: after `ms`, or never (null: the tester decides each). */
  setPayoutSettlement(ms: number | null): void;
}

/**
 * An ACH vendor (AptPay-like, spec §7 `apt-pay`): payees, bank accounts linked by an instant-verification
 * widget or by micro-deposits, debits, and payouts (issue 14's `disbursements/add`, `addbyinstrument`):
 * a credit to the same payee and account. Refusals throw `AchVendorError`.
 */
export interface AchVendor {
  readonly name: 'sandbox';
  /** Registers the player as a payee (`add/identity`); answers the vendor's payee id. */
  addPayee(userId: bigint, identity: IdentityForm): Promise<string>;
  /** Checks the payee's SSN (`validatessn`); refuses with a code when it does not match. */
  validateSsn(payeeId: string, ssn: string): Promise<void>;
  /** Opens the instant-verification widget for the payee (`verification`). */
  startVerification(payeeId: string): Promise<{ id: string; url: string; session: string }>;
  /** The account a widget session linked, named by the widget's referenceId. */
  linkedAccount(payeeId: string, referenceId: string): Promise<VendorAccount>;
  /** Adds an account by its numbers; the vendor sends two micro-deposits to it (`verify-account`). */
  addAccount(payeeId: string, routing: string, accountNumber: string): Promise<VendorAccount>;
  /** Checks the two deposits; three wrong tries lock the account (`verify-micro`). */
  verifyMicroDeposits(payeeId: string, accountId: string, amounts: [number, number]): Promise<VendorAccount>;
  /** Forgets a saved account (`removesaved/{id}`). */
  removeAccount(payeeId: string, accountId: string): Promise<void>;
  /** Debits the account once per reference: the same reference answers the debit already made. */
  createDebit(request: {
    payeeId: string;
    accountId: string;
    reference: string;
    amountCents: bigint;
  }): Promise<VendorDebit>;
  /** The debit as it stands (the poll a missed webhook falls back on). */
  lookupDebit(debitId: string): Promise<VendorDebit | null>;
  /**
   * Pays the account once per reference (`disbursements/addbyinstrument`): the same reference answers
   * the payout already made. It starts pending; the bank's word (paid, or failed with a return code,
   * which is how a closed or unknown account shows) arrives by webhook.
   */
  disburse(request: {
    payeeId: string;
    accountId: string;
    reference: string;
    amountCents: bigint;
  }): Promise<VendorDisbursement>;
  /** The payout as it stands (the poll a missed webhook falls back on). */
  lookupDisbursement(disbursementId: string): Promise<VendorDisbursement | null>;
  /**
   * The payout made under our reference, as it stands, or null if none was: a retry after a crash, and
   * reconciliation before staff settle a request by hand, ask this first.
   */
  disbursementByReference(reference: string): Promise<VendorDisbursement | null>;
  /** Whether a webhook's body carries the vendor's signature (`X-AptPay-Signature`). */
  isSigned(rawBody: string, signature: string | undefined): boolean;
  /** The sandbox has controls; a real vendor never does. */
  readonly tester: AchTester | null;
  /** Stops webhooks still scheduled (app close). */
  close(): Promise<void>;
}
