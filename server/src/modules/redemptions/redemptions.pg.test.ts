import type { Redemption } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorDisbursement } from '../../adapters/ach/interface';
import type { SandboxAch } from '../../adapters/ach/sandbox';
import { disbursementBody } from '../../adapters/ach/webhook';
import { signBody } from '../../adapters/hmac';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { serverSecret } from '../../secrets';
import { type TestApp, testAppForSuite } from '../../test/app';
import { usingRealPostgres } from '../../test/database';
import { secondInstance } from '../../test/second-instance';
import { bankRedeemer, redeem, scBalances, staffCall, staffMember } from './test-support';

const t = testAppForSuite();

/** The ACH vendor's word on a payout again, signed and posted to an instance's webhook as the vendor does. */
async function payoutWebhook(app: FastifyInstance, disbursement: VendorDisbursement): Promise<void> {
  const body = disbursementBody(disbursement);
  const signature = signBody(await serverSecret(t.infra.db, 'ach-webhook'), body);
  await app.inject({
    method: 'POST',
    url: '/api/webhooks/apt-pay',
    headers: { 'content-type': 'application/json', 'x-aptpay-signature': signature },
    payload: body,
  });
}

/**
 * Every request's coins are in exactly one place: held as payable (pending or approved), paid (a paid
 * transfer and no return) or returned (a return and no paid transfer); and the player's redeemable SC
 * is what they were given less what is held or paid.
 */
async function coinsAccountedFor(userId: bigint, given: bigint): Promise<void> {
  const rows = await t.infra.db
    .selectFrom('redemptions')
    .select(['id', 'status', 'amount'])
    .where('user_id', '=', userId)
    .execute();
  let kept = 0n;
  for (const row of rows) {
    const transfers = await t.infra.db
      .selectFrom('ledger_transfers')
      .select('kind')
      .where('reference_type', '=', 'redemption')
      .where('reference_id', '=', String(row.id))
      .execute();
    const kinds = transfers.map((x) => x.kind).sort();
    const expected =
      row.status === 'paid'
        ? ['redemption', 'redemption_paid']
        : row.status === 'pending_review' || row.status === 'approved'
          ? ['redemption']
          : ['redemption', 'redemption_return'];
    expect(kinds, `request ${row.id} (${row.status})`).toEqual(expected);
    if (['paid', 'pending_review', 'approved'].includes(row.status)) kept += row.amount;
  }
  expect((await scBalances(t, userId)).redeemable).toBe(given - kept);
  expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
}

describe.skipIf(!usingRealPostgres)(
  'redemptions under races, through two instances (real PostgreSQL)',
  () => {
    let second: TestApp;
    let mods: Awaited<ReturnType<typeof staffMember>>[];
    let admin: Awaited<ReturnType<typeof staffMember>>;
    const appOf = (i: number) => (i % 2 ? second.app : t.app);

    beforeAll(async () => {
      second = await secondInstance(t);
      (t.infra.ach as SandboxAch).setPayoutSettlement(null);
      (second.infra.ach as SandboxAch).setPayoutSettlement(null);
      mods = [await staffMember(t, 'mod'), await staffMember(t, 'mod')];
      admin = await staffMember(t, 'admin');
    });
    afterAll(() => second?.close());

    it('40 requests at once beyond the balance: exactly as many as it covers are held', async () => {
      const player = await bankRedeemer(t, 50_000n);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          redeem(
            t,
            player.headers,
            { method: 'bank', amount: '100', bankAccountId: player.account.id },
            undefined,
            appOf(i),
          ),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
      for (const refused of answers.filter((a) => a.statusCode !== 200))
        expect(refused.json(), refused.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      await coinsAccountedFor(player.userId, 50_000n);
    }, 120_000);

    it('two staff approving the same request at once: one approval, one payout', async () => {
      const player = await bankRedeemer(t, 50_000n);
      const request = (
        await redeem(t, player.headers, { method: 'bank', amount: '100', bankAccountId: player.account.id })
      ).json() as Redemption;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          staffCall(t, (mods[i % 2] ?? admin).headers, request.id, 'approve', {}, appOf(i)),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
      const approvals = await t.infra.db
        .selectFrom('redemption_events')
        .select('status')
        .where('redemption_id', '=', BigInt(request.id))
        .where('status', '=', 'approved')
        .execute();
      expect(approvals).toHaveLength(1);
      await Promise.all([t.jobs.drain(), second.jobs.drain()]);
      const payouts = await t.infra.db
        .selectFrom('sandbox_ach_disbursements')
        .select('id')
        .where('reference', '=', `redemption-${request.id}`)
        .execute();
      expect(payouts).toHaveLength(1);
      await coinsAccountedFor(player.userId, 50_000n);
    }, 120_000);

    it('approval racing the player’s cancel: each request ends one way, its coins moved once', async () => {
      const player = await bankRedeemer(t, 100_000n);
      const requests: Redemption[] = [];
      for (let i = 0; i < 5; i++)
        requests.push(
          (
            await redeem(t, player.headers, {
              method: 'bank',
              amount: '100',
              bankAccountId: player.account.id,
            })
          ).json() as Redemption,
        );
      await Promise.all(
        requests.flatMap((r, i) => [
          staffCall(t, admin.headers, r.id, 'approve', {}, appOf(i)),
          appOf(i + 1).inject({
            method: 'POST',
            url: `/api/redemptions/${r.id}/cancel`,
            headers: player.headers,
          }),
        ]),
      );
      const ends = await t.infra.db
        .selectFrom('redemptions')
        .select('status')
        .where('user_id', '=', player.userId)
        .execute();
      for (const end of ends) expect(['approved', 'cancelled']).toContain(end.status);
      await coinsAccountedFor(player.userId, 100_000n);
    }, 120_000);

    it('a payout failure racing a staff mark-paid of its dead job and the webhook again: paid or returned, once', async () => {
      const player = await bankRedeemer(t, 100_000n);
      const ach = t.infra.ach as SandboxAch;
      for (let i = 0; i < 4; i++) {
        const request = (
          await redeem(t, player.headers, { method: 'bank', amount: '100', bankAccountId: player.account.id })
        ).json() as Redemption;
        await staffCall(t, admin.headers, request.id, 'approve');
        // Either instance's worker may take the payout job: it has run once both have drained.
        await Promise.all([t.jobs.drain(), second.jobs.drain()]);
        const payout = await ach.tester.disbursementByReference(`redemption-${request.id}`);
        if (!payout) throw new Error('no payout');
        // The job gave up asking (out of attempts): staff may settle it by hand once the bank has failed it.
        await t.infra.db
          .updateTable('jobs')
          .set({ status: 'dead' })
          .where('key', '=', `payout:redemption-${request.id}`)
          .execute();
        await Promise.all([
          ach.tester.decideDisbursement(payout.id, 'failed', 'R02'),
          staffCall(t, admin.headers, request.id, 'mark-paid', { reference: `HAND-${i}` }, appOf(i)),
          payoutWebhook(second.app, { ...payout, status: 'failed', failureCode: 'R02' }),
          payoutWebhook(t.app, { ...payout, status: 'failed', failureCode: 'R02' }),
        ]);
        await ach.settled();
      }
      await coinsAccountedFor(player.userId, 100_000n);
    }, 120_000);
  },
);
