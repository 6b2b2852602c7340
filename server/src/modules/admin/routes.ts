import { banSchema, messageSchema, playerIdParamsSchema } from '@casino/contract';
import type { Deps } from '../../deps';
import { currentPlayer, requirePlayer, requireRank } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import { banPlayer, liftBan } from './service';

/** Staff actions on players. */
export function adminRoutes(app: Api, deps: Deps): void {
  const adminOnly = [requirePlayer(deps.sessions), requireRank('admin')];
  const answers = { 200: messageSchema };

  app.post(
    '/api/admin/users/:id/ban',
    {
      preValidation: adminOnly,
      schema: { params: playerIdParamsSchema, body: banSchema, response: answers },
    },
    async (request) => {
      await banPlayer(deps, currentPlayer(request).userId, request.params.id, request.body.reason);
      return { message: 'The player has been banned.' };
    },
  );

  app.post(
    '/api/admin/users/:id/unban',
    { preValidation: adminOnly, schema: { params: playerIdParamsSchema, response: answers } },
    async (request) => {
      await liftBan(deps, request.params.id);
      return { message: 'The ban has been lifted.' };
    },
  );
}
