import type { FastifyBaseLogger } from 'fastify';
import type { Api } from '../../../http/typed-routes';
import type { WalletGateway } from '../gateway/gateway';
import { parsePragmaticRequest } from '../protocols/pragmatic/parse';
import { PRAGMATIC_METHODS, type PragmaticMethod } from '../protocols/pragmatic/requests';
import {
  type PragmaticResponse,
  pragmaticRefusal,
  pragmaticResponse,
} from '../protocols/pragmatic/responses';
import { pragmaticWalletCalls } from '../protocols/pragmatic/wallet-calls';
import { rawTextBodies } from './raw-text-body';

/**
 * Pragmatic Play's seamless wallet: `POST /api/providers/pragmatic/{method}.html`, form-encoded, the
 * `hash` checked over every field before anything is read. Pragmatic reads the error code in the JSON
 * answer, so every answer is 200.
 */
export function pragmaticRoutes(app: Api, gateway: WalletGateway, secret: string): void {
  app.register(async (scope: Api) => {
    rawTextBodies(scope);
    for (const method of PRAGMATIC_METHODS) {
      scope.post(`/api/providers/pragmatic/${method}.html`, async (request) =>
        answerOf(gateway, method, typeof request.body === 'string' ? request.body : '', secret, request.log),
      );
    }
  });
}

/**
 * A method may stand for more than one wallet call (a result carrying a promotion's win): they apply in
 * order, each keyed once on its own reference; the first refusal is the answer, else the last call's.
 */
async function answerOf(
  gateway: WalletGateway,
  method: PragmaticMethod,
  raw: string,
  secret: string,
  log: FastifyBaseLogger,
): Promise<PragmaticResponse> {
  const parsed = parsePragmaticRequest(method, raw, secret);
  if (!parsed.ok) return pragmaticRefusal(parsed.error);
  const [first, ...rest] = pragmaticWalletCalls(method, parsed.request);
  let outcome = await gateway.answer(first, log);
  for (const call of rest) {
    if (outcome.kind !== 'ok') break;
    outcome = await gateway.answer(call, log);
  }
  return pragmaticResponse(method, outcome);
}
