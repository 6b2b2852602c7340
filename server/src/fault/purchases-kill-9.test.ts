import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { usingRealPostgres } from '../test/database';
import { HttpPlayer, LoadRecord } from './http-players';
import { invariantProblems } from './invariants';
import { ownSchema } from './own-schema';
import { ServerProcess, serverEnv } from './server-process';

// Issue 20: kill -9 of an instance while 30 card purchases finalise left vendor-COMPLETED payments on
// purchases that stayed 'initiated' for ever. Two instances on one schema; A is killed in the middle of
// the finalises and started again while B runs; after the reconciliation window every payment the
// vendor completed is credited exactly once.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PLAYERS = 10;
const PURCHASES_EACH = 3;
const GOOD_CARD = '4111111111111111';

interface Attempt {
  player: HttpPlayer;
  merchantRefNum: string;
  amount: number;
  token: string;
}

/** Vendor-COMPLETED payments, and how many of them the product has not credited (stranded). */
async function vendorFigures(db: DatabaseHandle['db']): Promise<{ completed: number; stranded: number }> {
  const { rows } = await sql<{ completed: number; stranded: number }>`
    SELECT count(*)::int AS completed,
           count(*) FILTER (WHERE p.status <> 'completed')::int AS stranded
      FROM sandbox_payment_handles h JOIN purchases p ON p.merchant_ref_num = h.merchant_ref_num
     WHERE h.payment_status = 'COMPLETED'`.execute(db);
  return rows[0] as { completed: number; stranded: number };
}

describe.skipIf(!usingRealPostgres)('kill -9 while card purchases finalise', () => {
  const { admin, serverUrl } = ownSchema('pkill', async () => {
    for (const server of servers) await server.stop('SIGKILL');
  });
  const servers: ServerProcess[] = [];

  const start = async () => {
    const server = await ServerProcess.start((port) => ({
      ...serverEnv(serverUrl(), port),
      CRASH_ENABLED: 'false',
      // The vendor takes a while to answer, so the kill lands between its payment and our settle.
      PAYMENTS_SANDBOX_DELAY_MS: '300',
      RECONCILE_EVERY_MS: '500',
      RECONCILE_AFTER_MS: '2000',
      JOB_LEASE_MS: '1000',
      JOB_POLL_MS: '200',
      JOB_RETRY_BASE_MS: '100',
      JOB_RETRY_MAX_MS: '1000',
    }));
    servers.push(server);
    return server;
  };

  it('credits every payment the vendor completed exactly once, with a second instance running', async () => {
    let a = await start();
    const b = await start();
    const record = new LoadRecord();
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, () => HttpPlayer.register(() => a.baseUrl, record)),
    );
    const attempts: Attempt[] = [];
    for (const player of players) {
      expect((await player.call('POST', '/api/location/check', {})).status).toBe(200);
      const catalog = await player.call('GET', '/api/bundles');
      const bundle = (catalog.body?.bundles as { id: number; price: string }[] | undefined)?.find(
        (x) => x.price === '1.99',
      );
      for (let i = 0; i < PURCHASES_EACH; i++) {
        const started = await player.call('POST', '/api/payments/paysafe', {
          form: {
            firstName: 'Ada',
            lastName: 'Player',
            email: 'ada@example.com',
            amount: '1.99',
            payment_method: 'card',
            bundleId: bundle?.id,
            promotionId: null,
          },
        });
        expect(started.status, JSON.stringify(started.body)).toBe(200);
        const merchantRefNum = started.body?.merchantRefNum as string;
        const checkout = await player.call('POST', `/api/sandbox/paysafe/${merchantRefNum}/instrument`, {
          card_number: GOOD_CARD,
          expiry: '12/30',
          cvv: '123',
          holder: 'Ada Player',
        });
        const token = checkout.body?.paymentHandleToken as string;
        attempts.push({ player, merchantRefNum, amount: started.body?.amount as number, token });
      }
    }

    // All 30 finalise at once on A; A dies once the vendor has paid a third of them and one is not settled.
    const finalising = Promise.all(
      attempts.map((attempt) =>
        attempt.player.call('POST', '/api/payments/paysafe/finalise', {
          merchantRefNum: attempt.merchantRefNum,
          amount: attempt.amount,
          paymentHandleToken: attempt.token,
          currencyCode: 'USD',
        }),
      ),
    );
    for (let i = 0; i < 500; i++) {
      const now = await vendorFigures(admin.db);
      if (now.stranded > 0 && now.completed >= attempts.length / 3) break;
      await sleep(5);
    }
    await a.stop('SIGKILL');
    const replies = await finalising;
    const before = await vendorFigures(admin.db);

    // B runs on alone for a moment, then A comes back.
    await sleep(1_000);
    a = await start();
    let after = await vendorFigures(admin.db);
    for (let i = 0; i < 200 && after.stranded > 0; i++) {
      await sleep(250);
      after = await vendorFigures(admin.db);
    }
    const credits = await sql<{ key: string; n: number }>`
      SELECT idempotency_key AS key, count(*)::int AS n FROM ledger_transfers
       WHERE idempotency_key LIKE 'purchase:%' GROUP BY idempotency_key`.execute(admin.db);
    const completed = await admin.db
      .selectFrom('purchases')
      .select(['id'])
      .where('status', '=', 'completed')
      .execute();
    const gcCredits = credits.rows.filter((row) => !row.key.endsWith(':sc'));
    console.info(
      `purchases kill -9: ${attempts.length} finalising, ${replies.filter((r) => r.status === 200).length} answered 200 before the kill; ` +
        `vendor COMPLETED ${before.completed}, stranded ${before.stranded} right after the kill; ` +
        `after reconciliation: vendor COMPLETED ${after.completed}, stranded ${after.stranded}, ` +
        `purchases completed ${completed.length}, GC credit transfers ${gcCredits.length}`,
    );

    expect(before.stranded).toBeGreaterThan(0);
    expect(after.stranded).toBe(0);
    expect(completed.length).toBe(after.completed);
    expect(gcCredits.map((row) => row.key).sort()).toEqual(completed.map((p) => `purchase:${p.id}`).sort());
    expect(credits.rows.every((row) => row.n === 1)).toBe(true);
    expect(await invariantProblems(admin.db, [])).toEqual([]);
    await b.stop('SIGTERM');
    await a.stop('SIGTERM');
  }, 120_000);
});
