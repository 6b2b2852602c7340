import {
  bonusClaimedSchema,
  claimBonusCodeSchema,
  claimDailyBonusSchema,
  dailyBonusStatusSchema,
  fingerprintQuerySchema,
  lossbackParamsSchema,
  lossbackRecordSchema,
  rakebackSchema,
  reloadStatusSchema,
  topUpStatusSchema,
  vipBonusesSchema,
  vipBonusParamsSchema,
} from '@casino/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import { AppError, fieldError } from '../../http/errors';
import { idempotencyKey } from '../../http/idempotency-key';
import type { RequestKey } from '../../http/idempotent-requests';
import type { Api } from '../../http/typed-routes';
import { claimBonusCode } from './bonus-codes';
import { claimDailyBonus, dailyBonusStatus } from './daily-bonus';
import { claimLossback, lossbackStatus } from './lossback';
import type { BonusesPorts } from './ports';
import { claimRakeback, rakebackStatus } from './rakeback';
import { claimReload, reloadStatus } from './reload';
import { claimTopUp, topUpStatus } from './top-up';
import { claimVipBonus, unclaimedVipBonuses } from './vip-bonus';

/** Who claims, with the call's Idempotency-Key: every claim moves coins once per key. */
const claimKey = (request: FastifyRequest): RequestKey => ({
  userId: currentPlayer(request).userId,
  key: idempotencyKey(request),
});

/** A player's own lossback only: another player's id is answered as if it did not exist. */
function ownPlayer(request: FastifyRequest, userId: bigint): void {
  if (currentPlayer(request).userId !== userId) throw new AppError('NOT_FOUND', 'No such player.');
}

/**
 * The player's bonuses (spec §7 "Wallet and bonuses" and "misc"); each claim answers the success toast,
 * what it paid and the new wallet:
 * - `GET|POST /api/hourly-bonus`: the daily bonus's status and claim (captcha'd);
 * - `GET /api/getlastgctopup`, `POST /api/claimgctopup`: the top-up;
 * - `GET /api/reload/get-status`, `POST /api/reload/claim`: the reload;
 * - `POST /api/bonus` `{code, fp}`: a bonus, promotion or weekly code;
 * - `GET /api/vip-bonus`, `POST /api/vip-bonus/:id/claim`: VIP bonuses staff awarded;
 * - `GET /api/users/rakeback`, `GET /api/users/claim-rakeback`: rakeback;
 * - `GET /api/users/:userId/lossback-records/:code`, `GET /api/users/:userId/claim/lossback/:code`.
 */
export function bonusRoutes(app: Api, ports: BonusesPorts): void {
  const signedIn = requirePlayer(ports.sessions);
  const claimed = { 200: bonusClaimedSchema };

  app.get(
    '/api/hourly-bonus',
    {
      onRequest: signedIn,
      schema: { querystring: fingerprintQuerySchema, response: { 200: dailyBonusStatusSchema } },
    },
    async (request) => dailyBonusStatus(ports, currentPlayer(request).userId),
  );
  app.post(
    '/api/hourly-bonus',
    { onRequest: signedIn, schema: { body: claimDailyBonusSchema, response: claimed } },
    async (request) => {
      const key = claimKey(request);
      if (!(await ports.captcha.verify(request.body.captcha)))
        throw fieldError('captcha', 'Please confirm you are not a robot.', 'CAPTCHA_FAILED');
      return claimDailyBonus(ports, key);
    },
  );
  app.get(
    '/api/getlastgctopup',
    { onRequest: signedIn, schema: { response: { 200: topUpStatusSchema } } },
    async (request) => topUpStatus(ports, currentPlayer(request).userId),
  );
  app.post(
    '/api/claimgctopup',
    { onRequest: signedIn, schema: { body: z.object({}), response: claimed } },
    async (request) => claimTopUp(ports, claimKey(request)),
  );
  app.get(
    '/api/reload/get-status',
    { onRequest: signedIn, schema: { response: { 200: reloadStatusSchema } } },
    async (request) => reloadStatus(ports, currentPlayer(request).userId),
  );
  app.post(
    '/api/reload/claim',
    { onRequest: signedIn, schema: { body: z.object({}), response: claimed } },
    async (request) => claimReload(ports, claimKey(request)),
  );
  app.post(
    '/api/bonus',
    { onRequest: signedIn, schema: { body: claimBonusCodeSchema, response: claimed } },
    async (request) => claimBonusCode(ports, claimKey(request), request.body.code),
  );
  app.get(
    '/api/vip-bonus',
    { onRequest: signedIn, schema: { response: { 200: vipBonusesSchema } } },
    async (request) => ({ bonuses: await unclaimedVipBonuses(ports, currentPlayer(request).userId) }),
  );
  app.post(
    '/api/vip-bonus/:id/claim',
    { onRequest: signedIn, schema: { params: vipBonusParamsSchema, body: z.object({}), response: claimed } },
    async (request) => claimVipBonus(ports, claimKey(request), request.params.id),
  );
  app.get(
    '/api/users/rakeback',
    { onRequest: signedIn, schema: { response: { 200: rakebackSchema } } },
    async (request) => rakebackStatus(ports, currentPlayer(request).userId),
  );
  app.get(
    '/api/users/claim-rakeback',
    { onRequest: signedIn, schema: { response: claimed } },
    async (request) => claimRakeback(ports, claimKey(request)),
  );
  app.get(
    '/api/users/:userId/lossback-records/:code',
    {
      onRequest: signedIn,
      schema: { params: lossbackParamsSchema, response: { 200: lossbackRecordSchema } },
    },
    async (request) => {
      ownPlayer(request, request.params.userId);
      return lossbackStatus(ports, request.params.userId, request.params.code);
    },
  );
  app.get(
    '/api/users/:userId/claim/lossback/:code',
    { onRequest: signedIn, schema: { params: lossbackParamsSchema, response: claimed } },
    async (request) => {
      ownPlayer(request, request.params.userId);
      return claimLossback(ports, claimKey(request), request.params.code);
    },
  );
}
