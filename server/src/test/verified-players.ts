import { randomUUID } from 'node:crypto';
import type { Rank } from '@casino/contract';
import { inTransaction } from '../db/transaction';
import { bearer, registerPlayer, type TestApp } from './app';

/** A signed-up player whose identity the vendor approved and whose email is verified. */
export async function verifiedPlayer(t: TestApp, overrides: Record<string, unknown> = {}) {
  const player = await registerPlayer(t.app, overrides);
  const verification = await t.infra.db
    .insertInto('identity_verifications')
    .values({
      user_id: player.userId,
      vendor: 'sandbox',
      vendor_session_id: randomUUID(),
      url: 'https://example.com/verification',
      status: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.infra.db
    .updateTable('users')
    .set({ email_verified_at: new Date(), verification_id: verification.id })
    .where('id', '=', player.userId)
    .execute();
  return { ...player, headers: bearer(player.token) };
}

/**
 * A verified player with a passed location check where they registered: who may claim bonuses and
 * redeem (both ask for a fresh check).
 */
export async function locatedPlayer(t: TestApp, overrides: Record<string, unknown> = {}) {
  const player = await verifiedPlayer(t, overrides);
  const check = await t.app.inject({
    method: 'POST',
    url: '/api/location/check',
    headers: player.headers,
    payload: {},
  });
  if (check.statusCode !== 200) throw new Error(`location check failed: ${check.body}`);
  return player;
}

/** A signed-up player made staff of `rank`, with two-factor authentication on unless told otherwise. */
export async function staffMember(t: TestApp, rank: Rank, twoFactor = true) {
  const player = await registerPlayer(t.app);
  await t.infra.db
    .updateTable('users')
    .set({ rank, two_factor_enabled_at: twoFactor ? new Date() : null })
    .where('id', '=', player.userId)
    .execute();
  return { ...player, headers: bearer(player.token) };
}

/**
 * A located player with 50 SC won who asks for a 25 SC gift card: the redemption that waits for staff
 * review. Answers the player and the request's reply (the caller checks it, as its test reads).
 */
export async function playerAskingRedemption(t: TestApp) {
  const player = await locatedPlayer(t);
  await inTransaction(t.infra.db, (trx) =>
    t.infra.ledger.creditWin(trx, {
      key: `redemption-win:${player.userId}`,
      userId: player.userId,
      coin: 'SC',
      amount: 5_000n,
    }),
  );
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/redemptions',
    headers: { ...player.headers, 'idempotency-key': `redeem-${player.userId}` },
    payload: { method: 'gift_card', amount: '25', giftCardBrand: 'amazon' },
  });
  return { player, asked };
}
