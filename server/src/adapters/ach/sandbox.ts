import { randomInt, randomUUID } from 'node:crypto';
import { type AchReturnCode, type IdentityForm, isIssuableSsn } from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { SandboxAchAccountsTable, SandboxAchDebitsTable } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DelayedWebhooks, type WebhookDelivery } from '../delayed-webhooks';
import { DEFAULT_WEBHOOK_TOLERANCE_SECONDS, hasValidSignature, signBody } from '../hmac';
import {
  type AchTester,
  type AchVendor,
  AchVendorError,
  type VendorAccount,
  type VendorDebit,
  type VendorDisbursement,
} from './interface';
import { bankAccountStatus, PAYOUT_SETTLE_MS, SandboxPayouts } from './sandbox-payouts';
import { debitBody, payeeVerificationBody } from './webhook';

/** Wrong micro-deposit amounts allowed before the account is locked (the vendor's rule). */
const MICRO_TRIES = 3;
/** The code the sandbox widget fails with, as Flinks reports an institution it could not reach. */
const WIDGET_FAILURE_CODE = 'FLINKS-406';

type AccountRow = Pick<SandboxAchAccountsTable, 'id' | 'bank_name' | 'last4' | 'status'>;

function accountOf(row: AccountRow): VendorAccount {
  if (row.status !== 'micro_pending' && row.status !== 'verified')
    throw new AchVendorError('ACCOUNT_UNAVAILABLE', `The bank account is ${row.status}.`);
  return { id: row.id, bankName: row.bank_name, last4: row.last4, status: row.status };
}

function debitOf(
  row: Pick<SandboxAchDebitsTable, 'id' | 'reference' | 'return_code'> & { status: VendorDebit['status'] },
): VendorDebit {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    returnCode: row.return_code as AchReturnCode | null,
  };
}

/**
 * The default ACH vendor: it works offline and behaves like AptPay in every state. Its instant-verification
 * widget is a page of the product (`/bank/test/flinks`) where a tester picks a bank and an outcome; an
 * account added by its numbers gets two micro-deposits the tester reads on the sandbox's bank statement;
 * debits stay pending until the tester has the bank settle or return them, and the vendor reports that
 * by a signed webhook after a delay, as AptPay does. Payouts stay pending until the tester has the
 * bank pay or fail them, or the bank pays them by itself after `payoutSettleMs`; a payout to an account
 * the vendor does not know, or one removed, fails with the bank's code. app.ts builds it only with
 * sandbox vendors.
 */
export class SandboxAch implements AchVendor, AchTester {
  readonly name = 'sandbox' as const;
  readonly tester: AchTester = this;
  private readonly webhooks: DelayedWebhooks;
  private readonly payouts: SandboxPayouts;

  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly delayMs: number,
    deliver: WebhookDelivery,
    log: Pick<FastifyBaseLogger, 'warn'>,
    payoutSettleMs: number | null = PAYOUT_SETTLE_MS,
    private readonly toleranceSeconds = DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  ) {
    this.webhooks = new DelayedWebhooks('ACH', deliver, (body) => signBody(secret, body), log);
    this.payouts = new SandboxPayouts(
      db,
      (body) => this.webhooks.send(body, this.delayMs),
      log,
      payoutSettleMs,
    );
  }

  isSigned(rawBody: string, signature: string | undefined): boolean {
    return hasValidSignature(this.secret, rawBody, signature, this.toleranceSeconds);
  }

  async addPayee(userId: bigint, _identity: IdentityForm): Promise<string> {
    // One payee per player: adding the identity again updates the same payee.
    await this.db
      .insertInto('sandbox_ach_payees')
      .values({ id: `payee-${randomUUID()}`, user_id: userId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const payee = await this.db
      .selectFrom('sandbox_ach_payees')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return payee.id;
  }

  async validateSsn(payeeId: string, ssn: string): Promise<void> {
    if (!isIssuableSsn(ssn)) throw new AchVendorError('SSN_INVALID', 'This SSN could not be validated.');
    await this.db
      .updateTable('sandbox_ach_payees')
      .set({ ssn_valid: true })
      .where('id', '=', payeeId)
      .execute();
  }

  async startVerification(payeeId: string): Promise<{ id: string; url: string; session: string }> {
    const session = randomUUID();
    await this.db.insertInto('sandbox_ach_sessions').values({ id: session, payee_id: payeeId }).execute();
    return { id: `ver-${session}`, url: `/bank/test/flinks?session=${session}`, session };
  }

  async linkedAccount(payeeId: string, referenceId: string): Promise<VendorAccount> {
    const row = await this.db
      .selectFrom('sandbox_ach_sessions')
      .innerJoin('sandbox_ach_accounts', 'sandbox_ach_accounts.id', 'sandbox_ach_sessions.account_id')
      .select(['sandbox_ach_accounts.id', 'bank_name', 'last4', 'status'])
      .where('sandbox_ach_sessions.id', '=', referenceId)
      .where('sandbox_ach_sessions.payee_id', '=', payeeId)
      .executeTakeFirst();
    if (!row) throw new AchVendorError('REFERENCE_UNKNOWN', 'The widget did not link an account.');
    return accountOf(row);
  }

  async addAccount(payeeId: string, routing: string, accountNumber: string): Promise<VendorAccount> {
    const row = await this.db
      .insertInto('sandbox_ach_accounts')
      .values({
        id: `acct-${randomUUID()}`,
        payee_id: payeeId,
        bank_name: `Bank ${routing.slice(0, 4)}`,
        last4: accountNumber.slice(-4),
        status: 'micro_pending',
        micro1: randomInt(1, 100),
        micro2: randomInt(1, 100),
      })
      .returning(['id', 'bank_name', 'last4', 'status'])
      .executeTakeFirstOrThrow();
    return accountOf(row);
  }

  async verifyMicroDeposits(
    payeeId: string,
    accountId: string,
    amounts: [number, number],
  ): Promise<VendorAccount> {
    const outcome = await inTransaction(this.db, async (trx) => {
      const row = await trx
        .selectFrom('sandbox_ach_accounts')
        .selectAll()
        .where('id', '=', accountId)
        .where('payee_id', '=', payeeId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return new AchVendorError('ACCOUNT_UNKNOWN', 'The bank account was not found.');
      if (row.status === 'locked') return new AchVendorError('MICRO_LOCKED', 'Too many wrong amounts.');
      if (row.status !== 'micro_pending') return accountOf(row);
      const given = [...amounts].sort((a, b) => a - b).join();
      const sent = [row.micro1, row.micro2].sort((a, b) => Number(a) - Number(b)).join();
      if (given === sent) {
        await trx
          .updateTable('sandbox_ach_accounts')
          .set({ status: 'verified' })
          .where('id', '=', row.id)
          .execute();
        return accountOf({ ...row, status: 'verified' });
      }
      const tries = row.tries + 1;
      await trx
        .updateTable('sandbox_ach_accounts')
        .set({ tries, status: tries >= MICRO_TRIES ? 'locked' : 'micro_pending' })
        .where('id', '=', row.id)
        .execute();
      return tries >= MICRO_TRIES
        ? new AchVendorError('MICRO_LOCKED', 'Too many wrong amounts.')
        : new AchVendorError(
            'MICRO_MISMATCH',
            `The amounts do not match (${MICRO_TRIES - tries} tries left).`,
          );
    });
    // The wrong try is counted (committed) before the refusal is thrown.
    if (outcome instanceof AchVendorError) throw outcome;
    return outcome;
  }

  async removeAccount(payeeId: string, accountId: string): Promise<void> {
    await this.db
      .updateTable('sandbox_ach_accounts')
      .set({ status: 'removed' })
      .where('id', '=', accountId)
      .where('payee_id', '=', payeeId)
      .execute();
  }

  async createDebit(request: {
    payeeId: string;
    accountId: string;
    reference: string;
    amountCents: bigint;
  }): Promise<VendorDebit> {
    if ((await bankAccountStatus(this.db, request.payeeId, request.accountId)) !== 'verified')
      throw new AchVendorError('ACCOUNT_NOT_VERIFIED', 'The bank account is not verified.');
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(this.delayMs, 200)));
    // One debit per reference: asking again answers the debit already made.
    await this.db
      .insertInto('sandbox_ach_debits')
      .values({
        id: `debit-${randomUUID()}`,
        reference: request.reference,
        account_id: request.accountId,
        amount: request.amountCents,
      })
      .onConflict((oc) => oc.column('reference').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('sandbox_ach_debits')
      .selectAll()
      .where('reference', '=', request.reference)
      .executeTakeFirstOrThrow();
    return debitOf(row);
  }

  async lookupDebit(debitId: string): Promise<VendorDebit | null> {
    const row = await this.db
      .selectFrom('sandbox_ach_debits')
      .selectAll()
      .where('id', '=', debitId)
      .executeTakeFirst();
    return row ? debitOf(row) : null;
  }

  async completeWidget(
    session: string,
    choice: { bankName: string; outcome: 'linked' | 'failed' | 'cancelled' },
  ): Promise<{ result: 'linked' | 'failed' | 'cancelled'; referenceId: string; errorCode: string | null }> {
    const row = await this.db
      .selectFrom('sandbox_ach_sessions')
      .select(['payee_id', 'account_id'])
      .where('id', '=', session)
      .executeTakeFirst();
    if (!row) throw new AchVendorError('SESSION_UNKNOWN', 'The verification session was not found.');
    if (choice.outcome === 'linked' && !row.account_id) {
      const accountId = `acct-${randomUUID()}`;
      await inTransaction(this.db, async (trx) => {
        await trx
          .insertInto('sandbox_ach_accounts')
          .values({
            id: accountId,
            payee_id: row.payee_id,
            bank_name: choice.bankName,
            last4: String(randomInt(0, 10_000)).padStart(4, '0'),
            status: 'verified',
          })
          .execute();
        await trx
          .updateTable('sandbox_ach_sessions')
          .set({ account_id: accountId })
          .where('id', '=', session)
          .execute();
      });
    }
    const answer = {
      result: choice.outcome,
      referenceId: session,
      errorCode: choice.outcome === 'failed' ? WIDGET_FAILURE_CODE : null,
    };
    // As AptPay does, the vendor also tells the operator by webhook (the player may have finished on
    // another device, through the widget's QR code, where the embedding page hears no window message).
    this.webhooks.send(
      payeeVerificationBody({ payeeId: row.payee_id, reference: session, ...answer }),
      this.delayMs,
    );
    return answer;
  }

  async microDeposits(accountId: string): Promise<[number, number] | null> {
    const row = await this.db
      .selectFrom('sandbox_ach_accounts')
      .select(['micro1', 'micro2'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    return row?.micro1 && row.micro2 ? [row.micro1, row.micro2] : null;
  }

  async decideDebit(
    debitId: string,
    outcome: 'settled' | 'returned',
    returnCode?: AchReturnCode,
  ): Promise<VendorDebit | null> {
    // A real bank may return a debit after it settled, so a settled debit can still be returned.
    const row = await this.db
      .updateTable('sandbox_ach_debits')
      .set({ status: outcome, return_code: outcome === 'returned' ? (returnCode ?? 'R01') : null })
      .where('id', '=', debitId)
      .where(
        'status',
        outcome === 'settled' ? '=' : 'in',
        outcome === 'settled' ? 'pending' : ['pending', 'settled'],
      )
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    const debit = debitOf(row);
    const body = debitBody(debit);
    this.webhooks.send(body, this.delayMs);
    return debit;
  }

  disburse(request: {
    payeeId: string;
    accountId: string;
    reference: string;
    amountCents: bigint;
  }): Promise<VendorDisbursement> {
    return this.payouts.disburse(request);
  }

  lookupDisbursement(disbursementId: string): Promise<VendorDisbursement | null> {
    return this.payouts.lookup(disbursementId);
  }

  disbursementByReference(reference: string): Promise<VendorDisbursement | null> {
    return this.payouts.byReference(reference);
  }

  decideDisbursement(
    disbursementId: string,
    outcome: 'paid' | 'failed',
    failureCode?: string,
  ): Promise<VendorDisbursement | null> {
    return this.payouts.decide(disbursementId, outcome, failureCode);
  }

  setPayoutSettlement(ms: number | null): void {
    this.payouts.settleAfterMs = ms;
  }

  /** Waits for every scheduled webhook to be delivered (tests). */
  settled(): Promise<void> {
    return this.webhooks.settled();
  }

  close(): Promise<void> {
    this.payouts.close();
    return this.webhooks.close();
  }
}
