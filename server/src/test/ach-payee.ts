import type { FastifyInstance } from 'fastify';
import { ACH_PAYEE_FORM } from './sample-people';

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
