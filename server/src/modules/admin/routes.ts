import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { currentPlayer, requirePlayer, requireRank } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { parse } from '../../http/validate';

const userParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,18}$/, 'No such player.')
    .transform(BigInt)
    .pipe(z.bigint().positive('No such player.')),
});
const banSchema = z.object({
  reason: z.string().trim().min(3, 'Give a reason of at least 3 characters.').max(500),
});

/** Staff actions on players. A ban revokes every session and drops open sockets at once. */
export function adminRoutes(app: FastifyInstance, deps: Deps): void {
  const adminOnly = { preHandler: [requirePlayer(deps.sessions), requireRank('admin')] };

  app.post('/api/admin/users/:id/ban', adminOnly, async (request) => {
    const { id } = parse(userParams, request.params);
    const { reason } = parse(banSchema, request.body);
    if (id === currentPlayer(request).userId) throw new AppError('CONFLICT', 'You cannot ban yourself.');
    await inTransaction(deps.db, async (trx) => {
      const updated = await trx
        .updateTable('users')
        .set({ banned_at: new Date(), ban_reason: reason, updated_at: new Date() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw new AppError('NOT_FOUND', 'No such player.');
      await deps.sessions.revokeAll(trx, id, 'banned');
    });
    deps.hub.publish(`App.User.${id}`, 'force-logout', { reason: 'banned' });
    deps.hub.disconnectUser(id);
    return { message: 'The player has been banned.' };
  });

  app.post('/api/admin/users/:id/unban', adminOnly, async (request) => {
    const { id } = parse(userParams, request.params);
    const updated = await deps.db
      .updateTable('users')
      .set({ banned_at: null, ban_reason: null, updated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new AppError('NOT_FOUND', 'No such player.');
    return { message: 'The ban has been lifted.' };
  });
}
