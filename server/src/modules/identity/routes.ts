import {
  verificationPopupSchema,
  verificationSessionSchema,
  verifiedPersonAnswerSchema,
} from '@casino/contract';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import { signedWebhookRoute } from '../../http/raw-json-body';
import type { Api } from '../../http/typed-routes';
import { receiveWebhook } from './decisions';
import type { IdentityPorts } from './ports';
import { identitySandboxRoutes } from './sandbox-routes';
import { canOfferVerification, currentVerification, startVerification, verifiedPerson } from './service';

/** Identity verification (spec §7 `/veriff`, `canhaveveriffpopup`) and the vendor's webhook. */
export function identityRoutes(app: Api, ports: IdentityPorts): void {
  const signedIn = requirePlayer(ports.sessions);
  const answersSession = { 200: verificationSessionSchema };

  app.get('/api/veriff', { preValidation: signedIn, schema: { response: answersSession } }, async (request) =>
    currentVerification(ports, currentPlayer(request).userId),
  );

  app.post(
    '/api/veriff',
    { preValidation: signedIn, schema: { response: answersSession } },
    async (request) => startVerification(ports, currentPlayer(request).userId),
  );

  app.get(
    '/api/veriff/person',
    { preValidation: signedIn, schema: { response: { 200: verifiedPersonAnswerSchema } } },
    async (request) => verifiedPerson(ports, currentPlayer(request).userId),
  );

  app.get(
    '/api/canhaveveriffpopup',
    { preValidation: signedIn, schema: { response: { 200: verificationPopupSchema } } },
    async (request) => ({ data: { can: await canOfferVerification(ports, currentPlayer(request).userId) } }),
  );

  signedWebhookRoute(app, '/api/webhooks/veriff', 'x-hmac-signature', (body, signature) =>
    receiveWebhook(ports, body, signature),
  );

  if (ports.identity.tester) identitySandboxRoutes(app, ports.db, ports.identity.tester);
}
