import type { FastifyBaseLogger } from 'fastify';
import type { Api } from '../../../http/typed-routes';
import type { WalletGateway } from '../gateway/gateway';
import type { WalletKeys } from '../keys';
import { type Hub88Echo, parseHub88Request } from '../protocols/hub88/parse';
import { HUB88_ENDPOINTS, type Hub88Endpoint } from '../protocols/hub88/requests';
import { type Hub88Response, hub88Refusal, hub88Response } from '../protocols/hub88/responses';
import { HUB88_SIGNATURE_HEADER, verifySignature } from '../protocols/hub88/signature';
import { hub88WalletCall } from '../protocols/hub88/wallet-calls';
import { rawTextBodies } from './raw-text-body';

/**
 * Hub88's operator wallet: `POST /api/providers/hub88/{user/info, user/balance, transaction/bet,
 * transaction/win, transaction/rollback}`. The signature over the exact bytes is checked before anything
 * is read (a bad or missing one is 401 and changes nothing). As in Hub88's protocol, only requests are
 * signed, each by the side that sends it: the provider's wallet calls here with its key, and our launch
 * and free-rounds calls to it with ours (adapters/hub88); an answer is trusted as the answer to its
 * request over the connection (TLS in production), and carries no signature.
 */
export function hub88Routes(app: Api, gateway: WalletGateway, keys: NonNullable<WalletKeys['hub88']>): void {
  app.register(async (scope: Api) => {
    rawTextBodies(scope);
    for (const endpoint of HUB88_ENDPOINTS) {
      scope.post(`/api/providers/hub88/${endpoint}`, async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers[HUB88_SIGNATURE_HEADER];
        const signed = verifySignature(
          keys.providerPublicKeyPem,
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
        const answer = signed
          ? await answerOf(gateway, endpoint, raw, request.log)
          : hub88Refusal(echoOf(raw), 'RS_ERROR_INVALID_SIGNATURE');
        const body = JSON.stringify(answer);
        return reply
          .status(signed ? 200 : 401)
          .header('content-type', 'application/json; charset=utf-8')
          .send(body);
      });
    }
  });
}

async function answerOf(
  gateway: WalletGateway,
  endpoint: Hub88Endpoint,
  raw: string,
  log: FastifyBaseLogger,
): Promise<Hub88Response> {
  const parsed = parseHub88Request(endpoint, raw);
  if (!parsed.ok) return hub88Refusal(parsed.echo, parsed.status);
  const echo = { user: parsed.request.user, request_uuid: parsed.request.request_uuid };
  return hub88Response(echo, await gateway.answer(hub88WalletCall(endpoint, parsed.request), log));
}

/** An unsigned body is not read: the refusal echoes what it can without trusting it. */
function echoOf(raw: string): Hub88Echo {
  const parsed = parseHub88Request('user/info', raw);
  return parsed.ok ? { user: parsed.request.user, request_uuid: parsed.request.request_uuid } : parsed.echo;
}
