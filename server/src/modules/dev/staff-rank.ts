import { messageSchema, RANKS } from '@casino/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import { recordStaffAction } from '../staff';
import type { DevPorts } from './ports';

/**
 * A tester's control, with the sandboxes only: `PUT /api/dev/staff-rank {rank}` gives the signed-in
 * tester a staff rank, so the back office can be tried (and its browser specs run) on a fresh database
 * that has no admin yet to promote anyone. Registered beside the outbox (SANDBOX_OUTBOX) and, like it,
 * answered only on this machine; the change is in the audit log as any rank change.
 */
export function staffRankControl(
  app: Api,
  { db, sessions }: Pick<DevPorts, 'db' | 'sessions'>,
  onlyFromThisMachine: (request: FastifyRequest) => Promise<void>,
): void {
  app.put(
    '/api/dev/staff-rank',
    {
      onRequest: [onlyFromThisMachine, requirePlayer(sessions)],
      schema: { body: z.object({ rank: z.enum(RANKS) }), response: { 200: messageSchema } },
    },
    async (request) => {
      const { userId } = currentPlayer(request);
      await inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('users')
          .select('rank')
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        await trx.updateTable('users').set({ rank: request.body.rank }).where('id', '=', userId).execute();
        await recordStaffAction(trx, {
          staffId: userId,
          action: 'users.rank',
          subjectUserId: userId,
          before: { rank: before.rank },
          after: { rank: request.body.rank },
          reason: 'Sandbox tester control',
        });
      });
      return { message: `Your rank is now ${request.body.rank}.` };
    },
  );
}
