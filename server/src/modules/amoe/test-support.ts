import { randomUUID } from 'node:crypto';
import type { Rank } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { bearer, registerPlayer, type TestApp } from '../../test/app';

/** A player with an approved identity and a verified email: who may ask for free entry. */
export async function verifiedPlayer(t: TestApp, overrides: Record<string, unknown> = {}) {
  const player = await registerPlayer(t.app, overrides);
  const verification = await t.deps.db
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
  await t.deps.db
    .updateTable('users')
    .set({ email_verified_at: new Date(), verification_id: verification.id })
    .where('id', '=', player.userId)
    .execute();
  return { ...player, headers: bearer(player.token) };
}

/** A signed-up player made staff of `rank`, with two-factor authentication on unless told otherwise. */
export async function staffOf(t: TestApp, rank: Rank, twoFactor = true) {
  const player = await registerPlayer(t.app);
  await t.deps.db
    .updateTable('users')
    .set({ rank, two_factor_enabled_at: twoFactor ? new Date() : null })
    .where('id', '=', player.userId)
    .execute();
  return { ...player, headers: bearer(player.token) };
}

/** Asks for a code; answers the response. */
export const requestCode = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/amoe/requests', headers });

/** Staff enter a card for `code` (the name, address and date made up unless given). */
export const enterCard = (
  app: FastifyInstance,
  headers: Record<string, string>,
  code: string,
  card: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/amoe/entries',
    headers,
    payload: {
      code,
      legalName: 'Jane Q Player',
      address: '12 Main St, Austin, TX 78701',
      receivedOn: '2026-11-20',
      ...card,
    },
  });

/** The player's SC in minor units, unplayed and redeemable (a sign-up may have given some already). */
export async function scOf(t: TestApp, userId: bigint) {
  const accounts = await t.deps.ledger.playerAccounts(t.deps.db, userId);
  return { unplayed: accounts.scUnplayed.balance, redeemable: accounts.scRedeemable.balance };
}
