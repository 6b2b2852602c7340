import type { FastifyInstance } from 'fastify';

/**
 * A passed location check for the player (the sandbox places them in the state they registered in),
 * which Sweeps Coins play needs for the next LOCATION_FRESH_MINUTES.
 */
export async function passLocationCheck(app: FastifyInstance, token: string): Promise<void> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/location/check',
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  });
  if (answer.statusCode !== 200 || answer.json().sc_play !== true)
    throw new Error(`location check did not pass: ${answer.statusCode} ${answer.body}`);
}
