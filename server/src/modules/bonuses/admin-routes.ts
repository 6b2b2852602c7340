import {
  approvalRequestedSchema,
  awardVipBonusSchema,
  bonusCodeSchema,
  createBonusCodeSchema,
  playerIdParamsSchema,
  vipBonusSchema,
} from '@casino/contract';
import { currentPlayer } from '../../http/authenticate';
import { idempotencyKey } from '../../http/idempotency-key';
import type { Api } from '../../http/typed-routes';
import { requireStaff } from '../staff';
import { createBonusCode } from './bonus-codes';
import type { BonusesPorts } from './ports';
import { awardVipBonus } from './vip-bonus';

/**
 * Staff give bonuses under the staff rules (permission, 2FA, audit row, caps, maker-checker):
 * - `POST /api/admin/bonus-codes` (`bonus_codes.create`): a bonus, promotion or weekly code with its
 *   coins, claim cap and dates;
 * - `POST /api/admin/users/:id/vip-bonus` (`users.vip_bonus`): a VIP bonus the player claims on /vip-bonus.
 * Each answers 201 when applied, or 202 `{approval}` when it waits for a second admin.
 */
export function bonusAdminRoutes(app: Api, ports: BonusesPorts): void {
  app.post(
    '/api/admin/bonus-codes',
    {
      preValidation: requireStaff(ports, 'bonus_codes.create'),
      schema: {
        body: createBonusCodeSchema,
        response: { 201: bonusCodeSchema, 202: approvalRequestedSchema },
      },
    },
    async (request, reply) => {
      const answer = await createBonusCode(ports, currentPlayer(request).userId, request.body);
      reply.status('approval' in answer ? 202 : 201);
      return answer;
    },
  );
  app.post(
    '/api/admin/users/:id/vip-bonus',
    {
      preValidation: requireStaff(ports, 'users.vip_bonus'),
      schema: {
        params: playerIdParamsSchema,
        body: awardVipBonusSchema,
        response: { 201: vipBonusSchema, 202: approvalRequestedSchema },
      },
    },
    async (request, reply) => {
      const answer = await awardVipBonus(
        ports,
        { userId: currentPlayer(request).userId, key: idempotencyKey(request) },
        request.params.id,
        request.body,
      );
      reply.status('approval' in answer ? 202 : 201);
      return answer;
    },
  );
}
