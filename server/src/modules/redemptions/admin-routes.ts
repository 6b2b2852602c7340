import {
  adminRedemptionQuerySchema,
  adminRedemptionQueueSchema,
  adminRedemptionSchema,
  failRedemptionSchema,
  markRedemptionPaidSchema,
  redemptionIdParamsSchema,
  rejectRedemptionSchema,
  revealedGiftCardCodeSchema,
} from '@casino/contract';
import { currentPlayer } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import { requireStaff } from '../staff';
import { approveRedemption, failRedemptionPayout, markRedemptionPaid, rejectRedemption } from './decisions';
import type { RedemptionsPorts } from './ports';
import { redemptionQueue } from './queue';
import { revealGiftCardCode } from './reveal';

/**
 * The back office's redemption queue and decisions, settling a payout by hand (mark paid, fail with the
 * coins returned) and the audited reveal of a gift card's code. Each route names its staff action: the
 * guard checks the caller's rank and two-factor authentication on the server, on every call.
 */
export function redemptionAdminRoutes(app: Api, ports: RedemptionsPorts): void {
  const answer = { response: { 200: adminRedemptionSchema } };
  app.get(
    '/api/admin/redemptions',
    {
      preValidation: requireStaff(ports, 'redemptions.view'),
      schema: { querystring: adminRedemptionQuerySchema, response: { 200: adminRedemptionQueueSchema } },
    },
    async (request) => redemptionQueue(ports, request.query),
  );
  app.post(
    '/api/admin/redemptions/:id/approve',
    {
      preValidation: requireStaff(ports, 'redemptions.decide'),
      schema: { params: redemptionIdParamsSchema, ...answer },
    },
    async (request) => approveRedemption(ports, currentPlayer(request).userId, BigInt(request.params.id)),
  );
  app.post(
    '/api/admin/redemptions/:id/reject',
    {
      preValidation: requireStaff(ports, 'redemptions.decide'),
      schema: { params: redemptionIdParamsSchema, body: rejectRedemptionSchema, ...answer },
    },
    async (request) =>
      rejectRedemption(ports, currentPlayer(request).userId, BigInt(request.params.id), request.body.reason),
  );
  app.post(
    '/api/admin/redemptions/:id/mark-paid',
    {
      preValidation: requireStaff(ports, 'redemptions.pay'),
      schema: { params: redemptionIdParamsSchema, body: markRedemptionPaidSchema, ...answer },
    },
    async (request) =>
      markRedemptionPaid(
        ports,
        currentPlayer(request).userId,
        BigInt(request.params.id),
        request.body.reference,
      ),
  );
  app.post(
    '/api/admin/redemptions/:id/fail',
    {
      preValidation: requireStaff(ports, 'redemptions.pay'),
      schema: { params: redemptionIdParamsSchema, body: failRedemptionSchema, ...answer },
    },
    async (request) =>
      failRedemptionPayout(
        ports,
        currentPlayer(request).userId,
        BigInt(request.params.id),
        request.body.reason,
      ),
  );
  app.post(
    '/api/admin/redemptions/:id/reveal-code',
    {
      preValidation: requireStaff(ports, 'gift_cards.reveal'),
      schema: { params: redemptionIdParamsSchema, response: { 200: revealedGiftCardCodeSchema } },
    },
    async (request) => revealGiftCardCode(ports, currentPlayer(request).userId, BigInt(request.params.id)),
  );
}
