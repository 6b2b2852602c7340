import { DUEL_TEXTS } from '@casino/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../../deps';
import { currentPlayer, optionalPlayer, requirePlayer } from '../../../http/authenticate';
import { AppError } from '../../../http/errors';
import { idempotencyKey } from '../../../http/idempotency-key';
import type { BetFeed } from '../feed/bet-feed';
import { PlayPolicy } from '../policy/play-policy';
import { Duels } from './duels';

function duelId(request: FastifyRequest): bigint {
  const { id } = request.params as { id: string };
  if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND', DUEL_TEXTS.notFound);
  return BigInt(id);
}

/**
 * Duels (spec §7): /api/duels and the older /api/casino/duel paths of the same calls, where
 * PATCH casino/duel/{id} {seed} is the seed update.
 */
export function duelRoutes(app: FastifyInstance, deps: Deps, feed: BetFeed): void {
  const duels = new Duels(deps.db, deps.ledger, deps.hub, feed, PlayPolicy.fromConfig(deps.config));
  const signedIn = { preHandler: requirePlayer(deps.sessions) };
  const me = (request: FastifyRequest) => currentPlayer(request).userId;
  const keyed = (request: FastifyRequest) => ({ userId: me(request), key: idempotencyKey(request) });

  for (const base of ['/api/duels', '/api/casino/duel']) {
    app.get(base, async (request) => duels.list(await optionalPlayer(deps.sessions, request)));
    app.get(`${base}/:id`, async (request) =>
      duels.get(duelId(request), await optionalPlayer(deps.sessions, request)),
    );
    app.post(base, signedIn, async (request) => duels.create(keyed(request), request.body));
    app.delete(`${base}/:id`, signedIn, async (request) => duels.cancel(duelId(request), keyed(request)));
  }
  app.post('/api/duels/:id/join', signedIn, async (request) =>
    duels.join(duelId(request), keyed(request), request.body),
  );
  app.post('/api/duels/:id/finish', signedIn, async (request) =>
    duels.finish(duelId(request), keyed(request)),
  );
  app.patch('/api/duels/:id/seed', signedIn, async (request) =>
    duels.updateSeed(duelId(request), me(request), request.body),
  );
  app.patch('/api/casino/duel/:id', signedIn, async (request) =>
    duels.updateSeed(duelId(request), me(request), request.body),
  );
}
