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
import type { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { currentPlayer } from '../../../http/authenticate';
import { idempotencyKey } from '../../../http/idempotency-key';
import type { Api } from '../../../http/typed-routes';
import { requireStaff, type StaffAction } from '../../staff';
import type { AdminPorts } from '../ports';
import { adjustBalance } from './adjustments';
import {
  banPlayer,
  changeRank,
  freezePlayer,
  kickPlayer,
  liftBan,
  type StaffChange,
  unfreezePlayer,
  watchBalance,
} from './service';

/** Staff actions on one player, each guarded by its action's rank and audited in its own transaction. */
export function playerActionRoutes(app: Api, ports: AdminPorts): void {
  const answers = { 200: messageSchema };
  const params = playerIdParamsSchema;
  const staffId = (request: Parameters<typeof currentPlayer>[0]) => currentPlayer(request).userId;

  /**
   * A change of the player's standing: guarded by its action's rank, the staff member and the player
   * from the request, answered with the sentence staff see.
   */
  function standingChange<Body extends $ZodType>(change: {
    method: 'POST' | 'PUT';
    url: string;
    action: StaffAction;
    body: Body;
    apply: (who: StaffChange, body: z.output<Body>) => Promise<string>;
  }): void {
    app.route({
      method: change.method,
      url: change.url,
      preValidation: requireStaff(ports, change.action),
      schema: { params, body: change.body, response: answers },
      handler: async (request) => {
        const who = { staffId: staffId(request), userId: request.params.id };
        // The schema parsed the body with `change.body`; the provider's type stays open for a generic one.
        return { message: await change.apply(who, request.body as z.output<Body>) };
      },
    });
  }

  standingChange({
    method: 'POST',
    url: '/api/admin/users/:id/freeze',
    action: 'users.freeze',
    body: freezeSchema,
    apply: async (who, { reason }) => {
      await freezePlayer(ports, { ...who, reason });
      return 'The account is frozen.';
    },
  });
  standingChange({
    method: 'POST',
    url: '/api/admin/users/:id/unfreeze',
    action: 'users.freeze',
    body: staffReasonBodySchema.partial(),
    apply: async (who, { reason }) => {
      await unfreezePlayer(ports, { ...who, reason: reason ?? null });
      return 'The account is unfrozen.';
    },
  });
  standingChange({
    method: 'POST',
    url: '/api/admin/users/:id/ban',
    action: 'users.ban',
    body: staffReasonBodySchema,
    apply: async (who, { reason }) => {
      await banPlayer(ports, { ...who, reason });
      return 'The player has been banned.';
    },
  });
  standingChange({
    method: 'POST',
    url: '/api/admin/users/:id/kick',
    action: 'users.ban',
    body: staffReasonBodySchema,
    apply: async (who, { reason }) => {
      const revoked = await kickPlayer(ports, { ...who, reason });
      return `The player is logged out (${revoked} session${revoked === 1 ? '' : 's'} ended).`;
    },
  });
  standingChange({
    method: 'POST',
    url: '/api/admin/users/:id/unban',
    action: 'users.ban',
    body: staffReasonBodySchema.partial(),
    apply: async (who, { reason }) => {
      await liftBan(ports, { ...who, reason: reason ?? null });
      return 'The ban has been lifted.';
    },
  });
  standingChange({
    method: 'PUT',
    url: '/api/admin/users/:id/rank',
    action: 'users.rank',
    body: rankChangeSchema,
    apply: async (who, { rank }) => {
      await changeRank(ports, { ...who, rank });
      return `The rank is now ${rank}.`;
    },
  });
  standingChange({
    method: 'PUT',
    url: '/api/admin/users/:id/balance-watch',
    action: 'users.balance_watch',
    body: balanceWatchSchema,
    apply: async (who, { on }) => {
      await watchBalance(ports, { ...who, on });
      return on ? 'The balance is watched.' : 'The balance is no longer watched.';
    },
  });

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
