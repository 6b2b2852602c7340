import {
  adjustmentResultSchema,
  adjustmentSchema,
  approvalRequestedSchema,
  balanceWatchSchema,
  freezeSchema,
  messageSchema,
  playerIdParamsSchema,
  rankChangeSchema,
  staffReasonBodySchema,
} from '@casino/contract';
import { currentPlayer } from '../../../http/authenticate';
import { idempotencyKey } from '../../../http/idempotency-key';
import type { Api } from '../../../http/typed-routes';
import { requireStaff } from '../../staff';
import type { AdminPorts } from '../ports';
import { adjustBalance } from './adjustments';
import {
  banPlayer,
  changeRank,
  freezePlayer,
  kickPlayer,
  liftBan,
  unfreezePlayer,
  watchBalance,
} from './service';

/** Staff actions on one player, each guarded by its action's rank and audited in its own transaction. */
export function playerActionRoutes(app: Api, ports: AdminPorts): void {
  const answers = { 200: messageSchema };
  const params = playerIdParamsSchema;
  const staffId = (request: Parameters<typeof currentPlayer>[0]) => currentPlayer(request).userId;

  app.post(
    '/api/admin/users/:id/freeze',
    {
      preValidation: requireStaff(ports, 'users.freeze'),
      schema: { params, body: freezeSchema, response: answers },
    },
    async (request) => {
      await freezePlayer(ports, {
        staffId: staffId(request),
        userId: request.params.id,
        reason: request.body.reason,
      });
      return { message: 'The account is frozen.' };
    },
  );

  app.post(
    '/api/admin/users/:id/unfreeze',
    {
      preValidation: requireStaff(ports, 'users.freeze'),
      schema: { params, body: staffReasonBodySchema.partial(), response: answers },
    },
    async (request) => {
      await unfreezePlayer(ports, {
        staffId: staffId(request),
        userId: request.params.id,
        reason: request.body.reason ?? null,
      });
      return { message: 'The account is unfrozen.' };
    },
  );

  app.post(
    '/api/admin/users/:id/ban',
    {
      preValidation: requireStaff(ports, 'users.ban'),
      schema: { params, body: staffReasonBodySchema, response: answers },
    },
    async (request) => {
      await banPlayer(ports, {
        staffId: staffId(request),
        userId: request.params.id,
        reason: request.body.reason,
      });
      return { message: 'The player has been banned.' };
    },
  );

  app.post(
    '/api/admin/users/:id/kick',
    {
      preValidation: requireStaff(ports, 'users.ban'),
      schema: { params, body: staffReasonBodySchema, response: answers },
    },
    async (request) => {
      const revoked = await kickPlayer(ports, {
        staffId: staffId(request),
        userId: request.params.id,
        reason: request.body.reason,
      });
      return { message: `The player is logged out (${revoked} session${revoked === 1 ? '' : 's'} ended).` };
    },
  );

  app.post(
    '/api/admin/users/:id/unban',
    {
      preValidation: requireStaff(ports, 'users.ban'),
      schema: { params, body: staffReasonBodySchema.partial(), response: answers },
    },
    async (request) => {
      await liftBan(ports, {
        staffId: staffId(request),
        userId: request.params.id,
        reason: request.body.reason ?? null,
      });
      return { message: 'The ban has been lifted.' };
    },
  );

  app.put(
    '/api/admin/users/:id/rank',
    {
      preValidation: requireStaff(ports, 'users.rank'),
      schema: { params, body: rankChangeSchema, response: answers },
    },
    async (request) => {
      await changeRank(ports, {
        staffId: staffId(request),
        userId: request.params.id,
        rank: request.body.rank,
      });
      return { message: `The rank is now ${request.body.rank}.` };
    },
  );

  app.put(
    '/api/admin/users/:id/balance-watch',
    {
      preValidation: requireStaff(ports, 'users.balance_watch'),
      schema: { params, body: balanceWatchSchema, response: answers },
    },
    async (request) => {
      await watchBalance(ports, {
        staffId: staffId(request),
        userId: request.params.id,
        on: request.body.on,
      });
      return { message: request.body.on ? 'The balance is watched.' : 'The balance is no longer watched.' };
    },
  );

  app.post(
    '/api/admin/users/:id/adjustments',
    {
      preValidation: requireStaff(ports, 'users.adjust'),
      schema: {
        params,
        body: adjustmentSchema,
        response: { 200: adjustmentResultSchema, 202: approvalRequestedSchema },
      },
    },
    async (request, reply) => {
      const answer = await adjustBalance(
        ports,
        { userId: staffId(request), key: idempotencyKey(request) },
        request.params.id,
        request.body,
      );
      // Over the maker-checker threshold: accepted, not applied until a second admin approves it.
      if ('approval' in answer) reply.status(202);
      return answer;
    },
  );
}
