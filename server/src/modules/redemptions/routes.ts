import {
  cryptoWithdrawalRequestSchema,
  parseAmount,
  redemptionIdParamsSchema,
  redemptionListSchema,
  redemptionOptionsSchema,
  redemptionRequestSchema,
  redemptionSchema,
} from '@casino/contract';
import type { FastifyRequest } from 'fastify';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import { fieldError } from '../../http/errors';
import { idempotencyKey } from '../../http/idempotency-key';
import type { Api } from '../../http/typed-routes';
import { cancelRedemption } from './cancel';
import { redemptionOptions } from './options';
import type { RedemptionsPorts } from './ports';
import { ownRedemption, ownRedemptions } from './read';
import { requestRedemption } from './request';

function scAmount(text: string): bigint {
  const amount = parseAmount(text);
  if (amount === null || amount <= 0n) throw fieldError('amount', 'Enter an amount in SC above zero.');
  return amount;
}

/** The player's redemptions: options, requests by bank, gift card (`/redemptions`) or crypto (`/coins/withdraw`). */
export function redemptionRoutes(app: Api, ports: RedemptionsPorts): void {
  const signedIn = { onRequest: requirePlayer(ports.sessions) };
  const me = (request: FastifyRequest) => currentPlayer(request).userId;
  const keyed = (request: FastifyRequest) => ({ userId: me(request), key: idempotencyKey(request) });

  app.get(
    '/api/redemptions/options',
    { ...signedIn, schema: { response: { 200: redemptionOptionsSchema } } },
    async (request) => redemptionOptions(ports, me(request)),
  );
  app.get(
    '/api/redemptions',
    { ...signedIn, schema: { response: { 200: redemptionListSchema } } },
    async (request) => ({ redemptions: await ownRedemptions(ports.db, me(request)) }),
  );
  app.get(
    '/api/redemptions/:id',
    { ...signedIn, schema: { params: redemptionIdParamsSchema, response: { 200: redemptionSchema } } },
    async (request) => ownRedemption(ports.db, me(request), BigInt(request.params.id)),
  );
  app.post(
    '/api/redemptions',
    { ...signedIn, schema: { body: redemptionRequestSchema, response: { 200: redemptionSchema } } },
    async (request) => {
      const body = request.body;
      const destination =
        body.method === 'bank'
          ? { method: 'bank' as const, bankAccountId: BigInt(body.bankAccountId ?? 0) }
          : { method: 'gift_card' as const, brand: body.giftCardBrand ?? '' };
      return requestRedemption(ports, keyed(request), { amount: scAmount(body.amount), destination });
    },
  );
  app.post(
    '/api/coins/withdraw',
    { ...signedIn, schema: { body: cryptoWithdrawalRequestSchema, response: { 200: redemptionSchema } } },
    async (request) => {
      const { currency, network, address, tag, amount } = request.body;
      return requestRedemption(ports, keyed(request), {
        amount: scAmount(amount),
        destination: { method: 'crypto', currency, network, address, tag: tag ? tag : null },
      });
    },
  );
  app.post(
    '/api/redemptions/:id/cancel',
    { ...signedIn, schema: { params: redemptionIdParamsSchema, response: { 200: redemptionSchema } } },
    async (request) => cancelRedemption(ports, keyed(request), BigInt(request.params.id)),
  );
}
