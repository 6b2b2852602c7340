import { amoeRequestCreatedSchema, amoeRequestListSchema } from '@casino/contract';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import { grantedCallsLimit } from '../../http/rate-limiter';
import type { Api } from '../../http/typed-routes';
import type { AmoePorts } from './ports';
import { listAmoeRequests, requestAmoeCode } from './requests';

/** Requests granted a player a day (refused ones do not count): one is open at a time anyway; this stops a loop hammering the table. */
const REQUESTS_PER_DAY = 10;

/**
 * The player's free entry (sweepstakes rules "Free entry (AMOE)"):
 * - `POST /api/amoe/requests`: a single-use code and the postal instructions (201);
 * - `GET /api/amoe/requests`: their requests with each one's status and timeline.
 */
export function amoeRoutes(app: Api, ports: AmoePorts): void {
  const signedIn = requirePlayer(ports.sessions);
  const perDay = grantedCallsLimit(
    ports.rateLimiter,
    (request) => `amoe-request:${currentPlayer(request).userId}`,
    REQUESTS_PER_DAY,
    86_400,
  );

  app.post(
    '/api/amoe/requests',
    {
      onRequest: [signedIn, perDay.onRequest],
      onResponse: perDay.onResponse,
      schema: { response: { 201: amoeRequestCreatedSchema } },
    },
    async (request, reply) => {
      reply.status(201);
      return requestAmoeCode(ports, currentPlayer(request).userId);
    },
  );
  app.get(
    '/api/amoe/requests',
    { onRequest: signedIn, schema: { response: { 200: amoeRequestListSchema } } },
    async (request) => listAmoeRequests(ports, currentPlayer(request).userId),
  );
}
