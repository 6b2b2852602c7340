import { playerStatisticsSchema, statisticsQuerySchema } from '@casino/contract';
import { currentPlayer, optionalPlayer, requirePlayer } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import type { StatisticsPorts } from './ports';
import { ownStatistics, publicStatistics } from './service';

/**
 * `GET /api/stats`: the caller's own statistics (sign-in required), or with `?user=<name>` another
 * player's public ones (anyone may ask, as anyone sees the bet feeds their name is on).
 */
export function statisticsRoutes(app: Api, { db, sessions }: StatisticsPorts): void {
  const signedIn = requirePlayer(sessions);
  app.get(
    '/api/stats',
    {
      // Own statistics need a session, checked before validation so a guest gets 401, not 422.
      onRequest: async (request, reply) => {
        if ((request.query as { user?: unknown }).user === undefined) await signedIn(request, reply);
      },
      schema: { querystring: statisticsQuerySchema, response: { 200: playerStatisticsSchema } },
    },
    async (request) => {
      const { user } = request.query;
      if (user === undefined) return ownStatistics(db, currentPlayer(request).userId);
      return publicStatistics(db, user, await optionalPlayer(sessions, request));
    },
  );
}
