import type { FastifyInstance } from 'fastify';

/** A valid spec §5 identity form: the details the ACH vendor knows its payee by. */
export const ACH_PAYEE_FORM = {
  first_name: 'Ada',
  last_name: 'Player',
  email: 'ada@example.com',
  dateOfBirth: '1990-05-17',
  city: 'Sacramento',
  zip: '95814',
  country: 'US',
  phone: '9165550123',
  address1: '1 Capitol Mall',
};

/** Sends the player's identity form (`POST /api/apt-pay/add/identity`), so they are the ACH vendor's payee. */
export async function addAchPayee(app: FastifyInstance, headers: Record<string, string>): Promise<void> {
  const added = await app.inject({
    method: 'POST',
    url: '/api/apt-pay/add/identity',
    headers,
    payload: ACH_PAYEE_FORM,
  });
  if (added.statusCode !== 200) throw new Error(`add/identity failed: ${added.body}`);
}
