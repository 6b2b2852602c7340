import {
  acceptPolicySchema,
  pendingPoliciesSchema,
  policyNameSchema,
  policySchema,
  policySummarySchema,
} from '@casino/contract';
import { z } from 'zod';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import type { PoliciesPorts } from './ports';
import { listCurrent, listPending } from './repository';
import { acceptPolicy, readPolicy } from './service';

/** Policy pages (anyone) and the signed-in player's acceptances. */
export function policyRoutes(app: Api, { db, sessions }: PoliciesPorts): void {
  const signedIn = requirePlayer(sessions);

  app.get('/api/policies', { schema: { response: { 200: z.array(policySummarySchema) } } }, async () =>
    listCurrent(db),
  );

  app.get(
    '/api/policies/pending',
    { onRequest: signedIn, schema: { response: { 200: pendingPoliciesSchema } } },
    async (request) => ({ pending: await listPending(db, currentPlayer(request).userId) }),
  );

  app.get(
    '/api/policies/:name',
    { schema: { params: z.object({ name: policyNameSchema }), response: { 200: policySchema } } },
    async (request) => readPolicy(db, request.params.name),
  );

  app.post(
    '/api/policies/accept',
    { onRequest: signedIn, schema: { body: acceptPolicySchema, response: { 200: pendingPoliciesSchema } } },
    async (request) => ({
      pending: await acceptPolicy(db, currentPlayer(request).userId, request.body),
    }),
  );
}
