import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { SandboxAchDisbursementsTable } from '../../db/schema';
import { AchVendorError, type VendorDisbursement } from './interface';
import { disbursementBody } from './webhook';

/** How long the sandbox bank takes to pay a payout nobody decided (a tester may change or stop it). */
export const PAYOUT_SETTLE_MS = 10_000;

function disbursementOf(
  row: Pick<SandboxAchDisbursementsTable, 'id' | 'reference' | 'failure_code'> & {
    status: VendorDisbursement['status'];
  },
): VendorDisbursement {
  return { id: row.id, reference: row.reference, status: row.status, failureCode: row.failure_code };
}

/** The status of the payee's bank account at the sandbox vendor; undefined when it has no such account. */
export async function bankAccountStatus(
  db: Database,
  payeeId: string,
  accountId: string,
): Promise<string | undefined> {
  const account = await db
    .selectFrom('sandbox_ach_accounts')
    .select('status')
    .where('id', '=', accountId)
    .where('payee_id', '=', payeeId)
    .executeTakeFirst();
  return account?.status;
}

function isDue(createdAt: Date, ms: number): boolean {
  return Date.now() - new Date(createdAt).getTime() >= ms;
}

/**
 * The sandbox ACH vendor's payouts (`disbursements/addbyinstrument`), which `SandboxAch` answers with:
 * each starts pending; the bank pays it after `settleAfterMs` unless a tester decided first (null: every
 * payout waits for the tester), and fails one to an account the vendor cannot find (R03) or that was
 * removed (R02). Each decision is reported once, by the signed webhook `report` sends.
 */
export class SandboxPayouts {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: Database,
    private readonly report: (body: string) => void,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    public settleAfterMs: number | null,
  ) {}

  async disburse(request: {
    payeeId: string;
    accountId: string;
    reference: string;
    amountCents: bigint;
  }): Promise<VendorDisbursement> {
    if (request.amountCents <= 0n) throw new AchVendorError('AMOUNT_INVALID', 'The amount must be positive.');
    const status = await bankAccountStatus(this.db, request.payeeId, request.accountId);
    if (status && status !== 'verified' && status !== 'removed')
      throw new AchVendorError('ACCOUNT_NOT_VERIFIED', 'The bank account is not verified.');
    // One payout per reference: asking again answers the payout already made.
    const made = await this.db
      .insertInto('sandbox_ach_disbursements')
      .values({
        id: `disb-${randomUUID()}`,
        reference: request.reference,
        payee_id: request.payeeId,
        account_id: request.accountId,
        amount: request.amountCents,
      })
      .onConflict((oc) => oc.column('reference').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!made) return this.sameDisbursement(request);
    // The vendor takes the file; the bank refuses a credit to an account it cannot find (R03) or that
    // was closed (R02), and that comes back later, as the real return would.
    if (!status) await this.decide(made.id, 'failed', 'R03');
    else if (status === 'removed') await this.decide(made.id, 'failed', 'R02');
    else this.scheduleSettlement(made.id);
    return disbursementOf(made);
  }

  async lookup(disbursementId: string): Promise<VendorDisbursement | null> {
    const row = await this.db
      .selectFrom('sandbox_ach_disbursements')
      .selectAll()
      .where('id', '=', disbursementId)
      .executeTakeFirst();
    if (!row) return null;
    // A payout due while no instance was running to pay it is paid when someone asks.
    if (row.status === 'pending' && this.settleAfterMs !== null && isDue(row.created_at, this.settleAfterMs))
      return (await this.decide(row.id, 'paid')) ?? (await this.lookup(row.id));
    return disbursementOf(row);
  }

  async byReference(reference: string): Promise<VendorDisbursement | null> {
    const row = await this.db
      .selectFrom('sandbox_ach_disbursements')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row ? this.lookup(row.id) : null;
  }

  async decide(
    disbursementId: string,
    outcome: 'paid' | 'failed',
    failureCode?: string,
  ): Promise<VendorDisbursement | null> {
    // The bank decides a payout once: a paid or failed payout stays as it is.
    const row = await this.db
      .updateTable('sandbox_ach_disbursements')
      .set({
        status: outcome,
        failure_code: outcome === 'failed' ? (failureCode ?? 'R03') : null,
        decided_at: new Date(),
      })
      .where('id', '=', disbursementId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    const disbursement = disbursementOf(row);
    this.report(disbursementBody(disbursement));
    return disbursement;
  }

  /** The same reference again: the payout made, unless it was for another account or amount. */
  private async sameDisbursement(request: {
    accountId: string;
    reference: string;
    amountCents: bigint;
  }): Promise<VendorDisbursement> {
    const row = await this.db
      .selectFrom('sandbox_ach_disbursements')
      .selectAll()
      .where('reference', '=', request.reference)
      .executeTakeFirstOrThrow();
    if (row.account_id !== request.accountId || BigInt(row.amount) !== request.amountCents)
      throw new AchVendorError('REFERENCE_REUSED', 'This reference was used for another payout.');
    return disbursementOf(row);
  }

  private scheduleSettlement(disbursementId: string): void {
    const ms = this.settleAfterMs;
    if (ms === null) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.decide(disbursementId, 'paid').catch((error: unknown) =>
        this.log.warn({ err: error }, 'sandbox ACH payout could not be settled'),
      );
    }, ms);
    this.timers.add(timer);
  }

  /** Stops the settlements still scheduled (app close). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
