import {
  DUEL_TEXTS,
  duelCreateSchema,
  duelJoinSchema,
  duelListSchema,
  duelSeedSchema,
  duelViewSchema,
  pathIdParamsSchema,
} from '@casino/contract';
import type { FastifyRequest } from 'fastify';
import { currentPlayer, optionalPlayer, requirePlayer } from '../../../http/authenticate';
import { AppError } from '../../../http/errors';
import { idempotencyKey } from '../../../http/idempotency-key';
import type { Api } from '../../../http/typed-routes';
import { PlayPolicy } from '../policy/play-policy';
import type { GamesPorts } from '../ports';
import type { PlaySettlements } from '../settlement/play-settlements';
import { Duels } from './duels';

/** The duel a path names; an id that names none is not found. */
function duelId({ id }: { id: bigint | null }): bigint {
  if (id === null) throw new AppError('NOT_FOUND', DUEL_TEXTS.notFound);
  return id;
}

/**
 * Duels (spec §7): /api/duels and the older /api/casino/duel paths of the same calls, where
 * PATCH casino/duel/{id} {seed} is the seed update.
 */
export function duelRoutes(app: Api, ports: GamesPorts, settlements: PlaySettlements): void {
  const policy = PlayPolicy.fromConfig(ports.config);
  const duels = new Duels(ports.db, ports.ledger, settlements, policy, ports.eligibility);
  const signedIn = { onRequest: requirePlayer(ports.sessions) };
  const answersDuel = { response: { 200: duelViewSchema } };
  const me = (request: FastifyRequest) => currentPlayer(request).userId;
  const keyed = (request: FastifyRequest) => ({ userId: me(request), key: idempotencyKey(request) });
  const oneDuel = { ...answersDuel, params: pathIdParamsSchema };

  for (const base of ['/api/duels', '/api/casino/duel']) {
    app.get(base, { schema: { response: { 200: duelListSchema } } }, async (request) =>
      duels.list(await optionalPlayer(ports.sessions, request)),
    );
    app.get(`${base}/:id`, { schema: oneDuel }, async (request) =>
      duels.get(duelId(request.params), await optionalPlayer(ports.sessions, request)),
    );
    app.post(base, { ...signedIn, schema: { ...answersDuel, body: duelCreateSchema } }, async (request) =>
      duels.create(keyed(request), request.body),
    );
    app.delete(`${base}/:id`, { ...signedIn, schema: oneDuel }, async (request) =>
      duels.cancel(duelId(request.params), keyed(request)),
    );
  }
  app.post(
    '/api/duels/:id/join',
    { ...signedIn, schema: { ...oneDuel, body: duelJoinSchema } },
    async (request) => duels.join(duelId(request.params), keyed(request), request.body),
  );
  app.post('/api/duels/:id/finish', { ...signedIn, schema: oneDuel }, async (request) =>
    duels.finish(duelId(request.params), keyed(request)),
  );
  for (const path of ['/api/duels/:id/seed', '/api/casino/duel/:id'])
    app.patch(path, { ...signedIn, schema: { ...oneDuel, body: duelSeedSchema } }, async (request) =>
      duels.updateSeed(duelId(request.params), me(request), request.body),
    );
}
