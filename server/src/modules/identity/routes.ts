import { verificationPopupSchema, verificationSessionSchema } from '@casino/contract';
import type { Deps } from '../../deps';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import { signedWebhookRoute } from '../../http/raw-json-body';
import type { Api } from '../../http/typed-routes';
import { receiveWebhook } from './decisions';
import { identitySandboxRoutes } from './sandbox-routes';
import { canOfferVerification, currentVerification, startVerification } from './service';

/** Identity verification (spec §7 `/veriff`, `canhaveveriffpopup`) and the vendor's webhook. */
export function identityRoutes(app: Api, deps: Deps): void {
  const signedIn = requirePlayer(deps.sessions);
  const answersSession = { 200: verificationSessionSchema };

  app.get('/api/veriff', { preValidation: signedIn, schema: { response: answersSession } }, async (request) =>
    currentVerification(deps, currentPlayer(request).userId),
  );

  app.post(
    '/api/veriff',
    { preValidation: signedIn, schema: { response: answersSession } },
    async (request) => startVerification(deps, currentPlayer(request).userId),
  );

  app.get(
    '/api/canhaveveriffpopup',
    { preValidation: signedIn, schema: { response: { 200: verificationPopupSchema } } },
    async (request) => ({ data: { can: await canOfferVerification(deps, currentPlayer(request).userId) } }),
  );

  signedWebhookRoute(app, '/api/webhooks/veriff', 'x-hmac-signature', (body, signature) =>
    receiveWebhook(deps, body, signature),
  );

  if (deps.identity.tester) identitySandboxRoutes(app, deps, deps.identity.tester);
}
