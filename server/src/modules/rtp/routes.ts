import { gameRtpSchema, rtpGameParamsSchema, rtpListQuerySchema, rtpListSchema } from '@casino/contract';
import { AppError } from '../../http/errors';
import type { Api } from '../../http/typed-routes';
import type { RtpService } from './rtp-service';

/** The public RTP pages' calls: no session, read-only. */
export function rtpRoutes(app: Api, service: RtpService): void {
  app.get(
    '/api/rtp',
    { schema: { querystring: rtpListQuerySchema, response: { 200: rtpListSchema } } },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/rtp/:gameId',
    { schema: { params: rtpGameParamsSchema, response: { 200: gameRtpSchema } } },
    async (request) => {
      const game = await service.game(request.params.gameId);
      if (!game) throw new AppError('NOT_FOUND', 'No game with that id.');
      return game;
    },
  );
}
