import { sql } from 'kysely';
import { expect } from 'vitest';
import {
  decide,
  personForm,
  playerWithSession,
  sameDocumentTwice,
  sessionOf,
  TEST_WEBHOOK_SECRET,
} from '../modules/identity/test-support';
import { balances, buy, checkout, finalise, purchaser, startPayment } from '../modules/wallet/test-support';
import { bearer, registerPlayer, type TestApp } from './app';

export { staffMember } from './verified-players';
/**
 * The back office's fixtures (issue 14): staff of each rank, a denied purchase, a session in review;
 * with the identity and wallet helpers its tests use (a module's tests reach no other module's).
 */
export {
  balances,
  buy,
  decide,
  personForm,
  playerWithSession,
  purchaser,
  sameDocumentTwice,
  sessionOf,
  TEST_WEBHOOK_SECRET,
};

/**
 * Staff calling with `headers` to change the player's redeemable SC by `amount` (signed) for `reason`,
 * with `key` as its Idempotency-Key; over the maker-checker threshold it waits for a second admin (202).
 */
export function adjustRedeemableSc(
  t: TestApp,
  headers: Record<string, string>,
  userId: bigint,
  adjustment: { amount: string; reason: string; key: string },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/adjustments`,
    headers: { ...headers, 'idempotency-key': adjustment.key },
    payload: { coin: 'SC', account: 'sc_redeemable', amount: adjustment.amount, reason: adjustment.reason },
  });
}

/**
 * A new player and `maker`'s adjustment of their redeemable SC by `amount`, over the maker-checker
 * threshold so it waits for a second admin (202): the player's id and the approval's path to approve.
 */
export async function adjustmentAwaitingApproval(
  t: TestApp,
  maker: Record<string, string>,
  adjustment: { amount: string; reason: string; keyPrefix: string },
) {
  const { userId } = await registerPlayer(t.app);
  const asked = await adjustRedeemableSc(t, maker, userId, {
    amount: adjustment.amount,
    reason: adjustment.reason,
    key: `${adjustment.keyPrefix}-${userId}`,
  });
  expect(asked.statusCode, asked.body).toBe(202);
  return { userId, approve: `/api/admin/approvals/${asked.json().approval.id}/approve` };
}

/** How many rows the staff audit log holds. */
export async function auditCount(t: TestApp): Promise<number> {
  const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM staff_audit_log`.execute(
    t.infra.db,
  );
  return rows[0]?.count ?? 0;
}

/** The newest audit row. */
export function latestAudit(t: TestApp) {
  return t.infra.db
    .selectFrom('staff_audit_log')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/**
 * A player who bought the 1.99 bundle by card and then denied it (spec §4): their account frozen
 * pending compliance, the coins the balance allowed taken back. Answers the player and the purchase id.
 */
export async function deniedPurchase(t: TestApp) {
  const player = await purchaser(t.app);
  const bought = await buy(t.app, player.headers, '1.99');
  if (bought.finalised.statusCode !== 200) throw new Error(`purchase failed: ${bought.finalised.body}`);
  const denied = await t.app.inject({
    method: 'POST',
    url: '/api/confirmpayment',
    headers: player.headers,
    payload: { status: 2 },
  });
  if (denied.statusCode !== 200) throw new Error(`denial failed: ${denied.body}`);
  const purchase = await t.infra.db
    .selectFrom('purchases')
    .select('id')
    .where('user_id', '=', player.userId)
    .executeTakeFirstOrThrow();
  return { player, purchaseId: purchase.id };
}

/** A player whose verification session the vendor put in review; answers the player and the session's id. */
export async function sessionInReview(t: TestApp) {
  const player = await registerPlayer(t.app);
  const started = await t.app.inject({ method: 'POST', url: '/api/veriff', headers: bearer(player.token) });
  if (started.statusCode !== 200) throw new Error(`verification start failed: ${started.body}`);
  const session = await t.infra.db
    .updateTable('identity_verifications')
    .set({ status: 'review' })
    .where('user_id', '=', player.userId)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { player, verificationId: session.id };
}

/**
 * Buys the ladder bundle at `price` with the promotion the wallet shows on it (the seeded Big Upgrade
 * on 19.99), by card, start to finalise (issue 20's report).
 */
export async function buyWithItsPromotion(t: TestApp, headers: Record<string, string>, price: string) {
  const catalog = (await t.app.inject({ url: '/api/bundles', headers })).json() as {
    bundles: { id: number; price: string; promotionId: number | null }[];
  };
  const bundle = catalog.bundles.find((b) => b.price === price);
  if (!bundle?.promotionId) throw new Error(`no promotion on the ${price} bundle`);
  const started = await startPayment(t.app, headers, bundle, { promotionId: bundle.promotionId });
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
  const start = started.json() as { merchantRefNum: string; amount: number };
  const handle = await checkout(t.app, start.merchantRefNum, '4111111111111111');
  const done = await finalise(t.app, headers, start, handle.paymentHandleToken ?? '');
  if (done.statusCode !== 200) throw new Error(`purchase failed: ${done.body}`);
}
