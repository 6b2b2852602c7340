import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase } from '../../test/database';
import { hasValidSignature } from '../hmac';
import { AchVendorError } from './interface';
import { SandboxAch } from './sandbox';
import { parseDisbursementEvent } from './webhook';

const SECRET = 'payout-test-secret';
const quiet = { warn: () => {} };
let database: DatabaseHandle;
let nextUser = 1n;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** The sandbox vendor with its webhooks kept, not sent: each is checked for its signature. */
function vendor(settleMs: number | null = null) {
  const delivered: unknown[] = [];
  const ach = new SandboxAch(
    database.db,
    SECRET,
    0,
    async (raw, signature) => {
      expect(hasValidSignature(SECRET, raw, signature)).toBe(true);
      // The widget's own `payee_verification.completed` webhook goes out too; these tests watch payouts.
      const event = parseDisbursementEvent(JSON.parse(raw));
      if (event) delivered.push(event);
      return 200;
    },
    quiet,
    settleMs,
  );
  return { ach, delivered };
}

/** A payee with an account the widget linked (verified). */
async function linkedAccount(ach: SandboxAch) {
  const payeeId = await ach.addPayee(nextUser++, {} as never);
  const widget = await ach.startVerification(payeeId);
  await ach.completeWidget(widget.session, { bankName: 'Payout Bank', outcome: 'linked' });
  const account = await ach.linkedAccount(payeeId, widget.session);
  return { payeeId, accountId: account.id };
}

describe('the sandbox ACH payouts', () => {
  it('a payout is pending, once per reference, until the bank pays it; the webhook says so', async () => {
    const { ach, delivered } = vendor();
    const { payeeId, accountId } = await linkedAccount(ach);
    const request = { payeeId, accountId, reference: 'redemption-1', amountCents: 12_500n };
    const first = await ach.disburse(request);
    expect(first).toMatchObject({ reference: 'redemption-1', status: 'pending', failureCode: null });
    expect(await ach.disburse(request)).toEqual(first);
    await expect(ach.disburse({ ...request, amountCents: 1n })).rejects.toMatchObject({
      errorCode: 'REFERENCE_REUSED',
    });

    expect(await ach.decideDisbursement(first.id, 'paid')).toMatchObject({ status: 'paid' });
    await ach.settled();
    expect(delivered).toEqual([{ ...first, status: 'paid' }]);
    // The bank's first word stands.
    expect(await ach.decideDisbursement(first.id, 'failed', 'R02')).toBeNull();
    expect(await ach.lookupDisbursement(first.id)).toMatchObject({ status: 'paid', failureCode: null });
    expect(await ach.disbursementByReference('redemption-1')).toMatchObject({ id: first.id, status: 'paid' });
    await ach.close();
  });

  it('the tester fails a payout with a return code (R03 when none is given)', async () => {
    const { ach, delivered } = vendor();
    const { payeeId, accountId } = await linkedAccount(ach);
    const one = await ach.disburse({ payeeId, accountId, reference: 'redemption-2', amountCents: 10_000n });
    const two = await ach.disburse({ payeeId, accountId, reference: 'redemption-3', amountCents: 10_000n });
    expect(await ach.decideDisbursement(one.id, 'failed', 'R16')).toMatchObject({ failureCode: 'R16' });
    expect(await ach.decideDisbursement(two.id, 'failed')).toMatchObject({ failureCode: 'R03' });
    await ach.settled();
    expect(delivered).toHaveLength(2);
    await ach.close();
  });

  it('an account the vendor cannot find fails with R03, a removed one with R02, both by webhook', async () => {
    const { ach, delivered } = vendor();
    const { payeeId, accountId } = await linkedAccount(ach);
    const unknown = await ach.disburse({
      payeeId,
      accountId: 'acct-nope',
      reference: 'r-4',
      amountCents: 500n,
    });
    expect(unknown.status).toBe('pending');
    await ach.removeAccount(payeeId, accountId);
    const closed = await ach.disburse({ payeeId, accountId, reference: 'r-5', amountCents: 500n });
    await ach.settled();
    expect(delivered).toEqual([
      { ...unknown, status: 'failed', failureCode: 'R03' },
      { ...closed, status: 'failed', failureCode: 'R02' },
    ]);
    await ach.close();
  });

  it('refuses an unverified account and a non-positive amount at once', async () => {
    const { ach } = vendor();
    const payeeId = await ach.addPayee(nextUser++, {} as never);
    const manual = await ach.addAccount(payeeId, '011000015', '123456789012');
    await expect(
      ach.disburse({ payeeId, accountId: manual.id, reference: 'r-6', amountCents: 500n }),
    ).rejects.toMatchObject({ errorCode: 'ACCOUNT_NOT_VERIFIED' });
    const { accountId } = await linkedAccount(ach);
    await expect(
      ach.disburse({ payeeId, accountId, reference: 'r-7', amountCents: 0n }),
    ).rejects.toBeInstanceOf(AchVendorError);
    await ach.close();
  });

  it('by default the bank pays an undecided payout after the delay, and a poll sees it too', async () => {
    const { ach, delivered } = vendor(20);
    const { payeeId, accountId } = await linkedAccount(ach);
    const made = await ach.disburse({ payeeId, accountId, reference: 'r-8', amountCents: 2_500n });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await ach.settled();
    expect(delivered).toEqual([{ ...made, status: 'paid' }]);

    // Another instance (no timer of its own) pays a due payout when it is looked up.
    const { ach: other, delivered: otherDelivered } = vendor(20);
    other.setPayoutSettlement(null);
    const held = await other.disburse({ payeeId, accountId, reference: 'r-9', amountCents: 2_500n });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await other.lookupDisbursement(held.id)).toMatchObject({ status: 'pending' });
    other.setPayoutSettlement(20);
    expect(await other.lookupDisbursement(held.id)).toMatchObject({ status: 'paid' });
    await other.settled();
    expect(otherDelivered).toEqual([{ ...held, status: 'paid' }]);
    await Promise.all([ach.close(), other.close()]);
  });
});
