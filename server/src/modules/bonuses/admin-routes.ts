import {
  awardVipBonusSchema,
  bonusCodeSchema,
  createBonusCodeSchema,
  playerIdParamsSchema,
  vipBonusSchema,
} from '@casino/contract';
import type { Deps } from '../../deps';
import { currentPlayer, requirePlayer, requireRank } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import type { Api } from '../../http/typed-routes';
import { createBonusCode } from './bonus-codes';
import { awardVipBonus } from './vip-bonus';

/**
 * Staff (rank admin) give bonuses:
 * - `POST /api/admin/bonus-codes`: a bonus, promotion or weekly code with its coins, cap and dates;
 * - `POST /api/admin/users/:id/vip-bonus`: a VIP bonus the player claims on /vip-bonus.
 * With the sandboxes only, a tester (any signed-in player, as every sandbox control) can do both for
 * themself without a staff account: `POST /api/dev/bonus-codes`, `POST /api/dev/vip-bonus`.
 */
export function bonusAdminRoutes(app: Api, deps: Deps): void {
  const adminOnly = [requirePlayer(deps.sessions), requireRank('admin')];

  app.post(
    '/api/admin/bonus-codes',
    { preValidation: adminOnly, schema: { body: createBonusCodeSchema, response: { 201: bonusCodeSchema } } },
    async (request, reply) => {
      reply.status(201);
      return createBonusCode(deps, currentPlayer(request).userId, request.body);
    },
  );
  app.post(
    '/api/admin/users/:id/vip-bonus',
    {
      preValidation: adminOnly,
      schema: { params: playerIdParamsSchema, body: awardVipBonusSchema, response: { 201: vipBonusSchema } },
    },
    async (request, reply) => {
      reply.status(201);
      return awardVipBonus(deps, currentPlayer(request).userId, request.params.id, request.body);
    },
  );

  if (deps.config.VENDORS !== 'sandbox') return;
  // Asked again per request, as the other sandbox controls do, so no start can leak them to live vendors.
  const notLive = async () => {
    if (deps.config.VENDORS !== 'sandbox')
      throw new AppError('FORBIDDEN', 'Sandbox bonuses are not available with live vendors.');
  };
  const testerOnly = [requirePlayer(deps.sessions), notLive];
  app.post(
    '/api/dev/bonus-codes',
    { onRequest: testerOnly, schema: { body: createBonusCodeSchema, response: { 201: bonusCodeSchema } } },
    async (request, reply) => {
      reply.status(201);
      return createBonusCode(deps, currentPlayer(request).userId, request.body);
    },
  );
  app.post(
    '/api/dev/vip-bonus',
    { onRequest: testerOnly, schema: { body: awardVipBonusSchema, response: { 201: vipBonusSchema } } },
    async (request, reply) => {
      reply.status(201);
      const { userId } = currentPlayer(request);
      return awardVipBonus(deps, userId, userId, request.body);
    },
  );
}
