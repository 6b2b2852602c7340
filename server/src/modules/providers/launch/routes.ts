import { gameSessionRequestSchema, gameSessionSchema, gameSoftwareSchema } from '@casino/contract';
import { z } from 'zod';
import { currentPlayer, requirePlayer, type SessionResolver } from '../../../http/authenticate';
import type { Api } from '../../../http/typed-routes';
import { type LaunchPorts, launchGame } from './launch';

const softwareParams = z.object({ software: gameSoftwareSchema });

/** Spec §7 `POST /api/games/{software}/session`: the signed-in player opens a third-party game. */
export function launchRoutes(app: Api, ports: LaunchPorts & { sessions: SessionResolver }): void {
  app.post(
    '/api/games/:software/session',
    {
      onRequest: requirePlayer(ports.sessions),
      schema: {
        params: softwareParams,
        body: gameSessionRequestSchema,
        response: { 200: gameSessionSchema },
      },
    },
    async (request) =>
      launchGame(ports, currentPlayer(request).userId, request.params.software, request.body),
  );
}
