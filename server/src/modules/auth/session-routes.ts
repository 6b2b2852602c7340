import { playerSessionSchema, signedOutSessionsSchema } from '@casino/contract';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import type { AuthPorts } from './ports';

/** The devices a player is signed in on, and signing out all but this one (settings, security). */
export function sessionRoutes(app: Api, ports: AuthPorts): void {
  const signedIn = requirePlayer(ports.sessions);

  app.get(
    '/api/user/sessions',
    { onRequest: signedIn, schema: { response: { 200: z.array(playerSessionSchema) } } },
    async (request) => {
      const { userId, sessionId } = currentPlayer(request);
      const live = await ports.sessions.listLive(userId);
      return live.map((session) => ({
        id: session.id,
        current: session.id === sessionId,
        created_at: session.created_at.toISOString(),
        ip: session.ip,
        user_agent: session.user_agent,
      }));
    },
  );

  app.post(
    '/api/user/sessions/sign-out-others',
    { onRequest: signedIn, schema: { response: { 200: signedOutSessionsSchema } } },
    async (request) => {
      const { userId, sessionId } = currentPlayer(request);
      const revoked = await inTransaction(ports.db, (trx) =>
        ports.sessions.revokeAll(trx, userId, 'signed-out-by-player', sessionId),
      );
      // Their sockets close too, so an open tab elsewhere stops hearing this player's events at once.
      ports.hub.disconnectSessions(revoked);
      const devices = revoked.length === 1 ? '1 other device' : `${revoked.length} other devices`;
      return {
        message: revoked.length === 0 ? 'No other device was signed in.' : `Signed out of ${devices}.`,
        signed_out: revoked.length,
      };
    },
  );
}
