import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorDisbursement } from '../../adapters/ach/interface';
import { SandboxAch } from '../../adapters/ach/sandbox';
import { disbursementBody } from '../../adapters/ach/webhook';
import { injectedWebhooks } from '../../adapters/delayed-webhooks';
import { signBody } from '../../adapters/hmac';
import { SandboxPayments } from '../../adapters/payments/sandbox';
import type { DatabaseHandle } from '../../db/database';
import { MemoryRateLimiter } from '../../http/rate-limiter';
import { Ledger } from '../../ledger/ledger';
import { serverSecret } from '../../secrets';
import { addAchPayee } from '../../test/ach-payee';
import { testConfig } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { FakeSessions, moduleApp, playerRow } from '../../test/module-app';
import { useWidget } from './bank/test-support';
import { createWalletModule } from './module';
import { noFreeRounds } from './test-support';

/**
 * The wallet module alone, built on its ports: PGlite for its tables, sign-in faked, the sandbox ACH
 * vendor delivering its signed webhooks to this module's routes, and a recorder as the `payoutUpdates`
 * port (in the app, the redemptions module hears the payouts there).
 */
const sessions = new FakeSessions();
let heard: VendorDisbursement[] = [];
const t = {} as { app: FastifyInstance; database: DatabaseHandle; ach: SandboxAch };

beforeAll(async () => {
  t.database = await createTestDatabase();
  const { db } = t.database;
  const config = testConfig({ ACH_SANDBOX_DELAY_MS: '0' });
  t.ach = new SandboxAch(
    db,
    await serverSecret(db, 'ach-webhook'),
    config.ACH_SANDBOX_DELAY_MS,
    injectedWebhooks(
      { inject: (request) => t.app.inject(request) },
      '/api/webhooks/apt-pay',
      'x-aptpay-signature',
    ),
    { warn: () => {} },
    config.ACH_SANDBOX_PAYOUT_SETTLE_MS || null,
    config.WEBHOOK_TOLERANCE_SECONDS,
  );
  const wallet = createWalletModule({
    freeRounds: noFreeRounds,
    db,
    ledger: await Ledger.load(db),
    sessions,
    rateLimiter: new MemoryRateLimiter(),
    payments: new SandboxPayments(db, config.PAYMENTS_SANDBOX_DELAY_MS),
    chain: null,
    ach: t.ach,
    eligibility: { purchase: async () => ({ scAwards: true }) },
    payoutUpdates: async (disbursement) => {
      heard.push(disbursement);
    },
    config,
  });
  t.app = await moduleApp((api) => wallet.routes(api));
});
afterAll(async () => {
  await t.app?.close();
  await t.ach?.close();
  await t.database?.close();
});

/** The webhook's payout events from now on, as the `payoutUpdates` port hears them. */
function heardPayouts(): VendorDisbursement[] {
  heard = [];
  return heard;
}

/** A player who has sent the identity form, so they are the ACH vendor's payee. */
async function payee(app: FastifyInstance) {
  const userId = await playerRow(t.database.db);
  const headers = sessions.signIn(userId);
  await addAchPayee(app, headers);
  return { userId, headers };
}

/** A pending payout to a player's account linked through the widget. */
async function pendingPayout(reference: string) {
  const ach = t.ach;
  ach.setPayoutSettlement(null);
  const player = await payee(t.app);
  const widget = await useWidget(t.app, player.headers);
  const payeeRow = await t.database.db
    .selectFrom('ach_payees')
    .select('vendor_payee_id')
    .where('user_id', '=', player.userId)
    .executeTakeFirstOrThrow();
  const account = await ach.linkedAccount(payeeRow.vendor_payee_id, widget.referenceId);
  await ach.disburse({
    payeeId: payeeRow.vendor_payee_id,
    accountId: account.id,
    reference,
    amountCents: 10_000n,
  });
  return player;
}

/** The tester decides the sandbox payout `reference` (`{outcome, failure_code?}`), as `headers` (none: signed out). */
const decidePayout = (reference: string, payload: object, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sandbox/apt-pay/disbursements/${reference}/decide`,
    ...(headers ? { headers } : {}),
    payload,
  });

/** The sandbox payout `reference` as the tester's page shows it. */
const shownPayout = (reference: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/sandbox/apt-pay/disbursements/${reference}`, headers });

describe('payouts through the ACH webhook and the sandbox’s controls', () => {
  it('the tester fails a payout; the signed webhook hands it to the payout listener', async () => {
    const heard = heardPayouts();
    const player = await pendingPayout('payout-test-1');
    const shown = await shownPayout('payout-test-1', player.headers);
    expect(shown.json()).toMatchObject({ reference: 'payout-test-1', status: 'pending', failure_code: null });

    const decided = await decidePayout(
      'payout-test-1',
      { outcome: 'failed', failure_code: 'R02' },
      player.headers,
    );
    expect(decided.json()).toMatchObject({ status: 'failed', failure_code: 'R02' });
    await t.ach.settled();
    expect(heard).toEqual([
      expect.objectContaining({ reference: 'payout-test-1', status: 'failed', failureCode: 'R02' }),
    ]);

    // Deciding again changes nothing: the answer shows the bank's first word.
    const again = await decidePayout('payout-test-1', { outcome: 'paid' }, player.headers);
    expect(again.json()).toMatchObject({ status: 'failed', failure_code: 'R02' });
  });

  it('refuses an unknown payout, a code that is not NACHA’s and a signed-out tester', async () => {
    const player = await pendingPayout('payout-test-2');
    expect((await shownPayout('nope', player.headers)).statusCode).toBe(404);
    const notNacha = await decidePayout(
      'payout-test-2',
      { outcome: 'failed', failure_code: 'X1' },
      player.headers,
    );
    expect(notNacha.statusCode).toBe(422);
    expect((await decidePayout('payout-test-2', { outcome: 'paid' })).statusCode).toBe(401);
  });

  it('the tester sets when undecided payouts pay by themselves', async () => {
    const heard = heardPayouts();
    const player = await pendingPayout('payout-test-3');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/sandbox/apt-pay/disbursements/settlement',
      headers: player.headers,
      payload: { settle_after_ms: 0 },
    });
    expect(set.json()).toEqual({ settle_after_ms: 0 });
    // Due at once: the poll pays it and the webhook follows.
    const shown = await shownPayout('payout-test-3', player.headers);
    expect(shown.json()).toMatchObject({ status: 'paid' });
    await t.ach.settled();
    expect(heard.map((d) => [d.reference, d.status])).toEqual([['payout-test-3', 'paid']]);
  });

  it('a payout event without the vendor’s signature is refused and heard by no one', async () => {
    const heard = heardPayouts();
    const body = disbursementBody({ id: 'disb-x', reference: 'payout-x', status: 'paid', failureCode: null });
    const post = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/apt-pay',
        headers: { 'content-type': 'application/json', 'x-aptpay-signature': signature },
        payload: body,
      });
    expect((await post('bad')).statusCode).toBe(401);
    const secret = await serverSecret(t.database.db, 'ach-webhook');
    expect((await post(signBody(secret, body))).statusCode).toBeLessThan(300);
    expect(heard).toHaveLength(1);
  });
});
