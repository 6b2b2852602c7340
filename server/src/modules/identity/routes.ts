import { messageSchema, verificationPopupSchema, verificationSessionSchema } from '@casino/contract';
import type { Deps } from '../../deps';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import { keepRawJsonBody } from '../../http/raw-json-body';
import type { Api } from '../../http/typed-routes';
import { receiveWebhook, type WebhookBody } from './decisions';
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

  // The signature covers the exact bytes sent, so this route keeps them beside the parsed body.
  app.register(async (scope: Api) => {
    keepRawJsonBody(scope);
    scope.post('/api/webhooks/veriff', { schema: { response: { 200: messageSchema } } }, async (request) => {
      const signature = request.headers['x-hmac-signature'];
      await receiveWebhook(
        deps,
        request.body as WebhookBody,
        typeof signature === 'string' ? signature : undefined,
      );
      return { message: 'ok' };
    });
  });

  if (deps.identity.tester) identitySandboxRoutes(app, deps, deps.identity.tester);
}
