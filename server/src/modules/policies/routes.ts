import {
  acceptPolicySchema,
  pendingPoliciesSchema,
  policyNameSchema,
  policySchema,
  policySummarySchema,
} from '@casino/contract';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import { listCurrent, listPending } from './repository';
import { acceptPolicy, readPolicy } from './service';

/** Policy pages (anyone) and the signed-in player's acceptances. */
export function policyRoutes(app: Api, deps: Deps): void {
  const signedIn = requirePlayer(deps.sessions);

  app.get('/api/policies', { schema: { response: { 200: z.array(policySummarySchema) } } }, async () =>
    listCurrent(deps.db),
  );

  app.get(
    '/api/policies/pending',
    { onRequest: signedIn, schema: { response: { 200: pendingPoliciesSchema } } },
    async (request) => ({ pending: await listPending(deps.db, currentPlayer(request).userId) }),
  );

  app.get(
    '/api/policies/:name',
    { schema: { params: z.object({ name: policyNameSchema }), response: { 200: policySchema } } },
    async (request) => readPolicy(deps.db, request.params.name),
  );

  app.post(
    '/api/policies/accept',
    { onRequest: signedIn, schema: { body: acceptPolicySchema, response: { 200: pendingPoliciesSchema } } },
    async (request) => ({
      pending: await acceptPolicy(deps.db, currentPlayer(request).userId, request.body),
    }),
  );
}
