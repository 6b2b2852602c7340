import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../test/app';

/** Who may ask for free entry (verified), and staff of a rank (two-factor on unless told otherwise). */
export { staffMember as staffOf, verifiedPlayer } from '../../test/verified-players';

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
  const accounts = await t.infra.ledger.playerAccounts(t.infra.db, userId);
  return { unplayed: accounts.scUnplayed.balance, redeemable: accounts.scRedeemable.balance };
}
