import {
  awardVipBonusSchema,
  bonusCodeSchema,
  createBonusCodeSchema,
  vipBonusSchema,
} from '@casino/contract';
import type { FastifyRequest } from 'fastify';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import type { Api } from '../../http/typed-routes';
import type { DevPorts } from './ports';

/**
 * A tester's money-making controls, with the sandbox vendors only: `POST /api/dev/bonus-codes` makes a
 * code and `POST /api/dev/vip-bonus` awards the signed-in tester a VIP bonus, without a staff account.
 * They make coins, so like the outbox they answer only on this machine (never through a proxy); no
 * staff member made either, so the tester may claim both.
 */
export function sandboxBonusControls(
  app: Api,
  { config, sessions, sandboxBonuses }: Pick<DevPorts, 'config' | 'sessions' | 'sandboxBonuses'>,
  onlyFromThisMachine: (request: FastifyRequest) => Promise<void>,
): void {
  if (config.VENDORS !== 'sandbox') return;
  // Asked again per request, as the other sandbox controls do, so no start can leak them to live vendors.
  const notLive = async () => {
    if (config.VENDORS !== 'sandbox')
      throw new AppError('FORBIDDEN', 'Sandbox bonuses are not available with live vendors.');
  };
  const tester = [onlyFromThisMachine, requirePlayer(sessions), notLive];
  app.post(
    '/api/dev/bonus-codes',
    { onRequest: tester, schema: { body: createBonusCodeSchema, response: { 201: bonusCodeSchema } } },
    async (request, reply) => {
      reply.status(201);
      return sandboxBonuses.createCode(request.body);
    },
  );
  app.post(
    '/api/dev/vip-bonus',
    { onRequest: tester, schema: { body: awardVipBonusSchema, response: { 201: vipBonusSchema } } },
    async (request, reply) => {
      reply.status(201);
      return sandboxBonuses.awardVip(currentPlayer(request).userId, request.body);
    },
  );
}
