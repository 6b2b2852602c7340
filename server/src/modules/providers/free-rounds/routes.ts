import { freeRoundGrantsSchema } from '@casino/contract';
import type { Database } from '../../../db/database';
import { currentPlayer, requirePlayer, type SessionResolver } from '../../../http/authenticate';
import type { Api } from '../../../http/typed-routes';
import type { GameServer } from '../launch/game-server';
import { playerGrants } from './grants-repository';

/** `GET /api/free-rounds`: the signed-in player's free rounds, with each one's game and state. */
export function freeRoundsRoutes(
  app: Api,
  ports: { db: Database; sessions: SessionResolver; gameServer: GameServer },
): void {
  app.get(
    '/api/free-rounds',
    { onRequest: requirePlayer(ports.sessions), schema: { response: { 200: freeRoundGrantsSchema } } },
    async (request) => ({
      grants: await playerGrants(ports.db, currentPlayer(request).userId, (references) =>
        ports.gameServer.freeRoundsLeft(references),
      ),
    }),
  );
}
