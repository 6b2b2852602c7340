import {
  balanceSchema,
  gameModeSchema,
  meSchema,
  profileSchema,
  promoOptInSchema,
  RANKS,
  rankInfoSchema,
  STAFF_RANKS,
  setUsernameSchema,
} from '@casino/contract';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import { readBalance } from './balance';
import { loadMe } from './me';
import type { UsersPorts } from './ports';
import { gameModeOf } from './repository';
import { setGameMode, setUsername, updateProfile, updatePromoOptIns } from './service';

const RANK_TITLES: Record<string, string> = {
  admin: 'Admin',
  mod: 'Moderator',
  helper: 'Helper',
  other: 'Player',
};

/** The signed-in player's own account: profile, balance and preferences (sign-in security is auth's). */
export function userRoutes(app: Api, { db, ledger, sessions }: UsersPorts): void {
  const signedIn = requirePlayer(sessions);
  const me = (userId: bigint) => loadMe(db, ledger, userId);
  const answersMe = { 200: meSchema };
  const answersBalance = { 200: balanceSchema };

  app.get('/api/user', { preValidation: signedIn, schema: { response: answersMe } }, async (request) =>
    me(currentPlayer(request).userId),
  );

  app.get('/api/users/ranks', { schema: { response: { 200: z.array(rankInfoSchema) } } }, async () =>
    RANKS.map((rank, index) => ({
      rank,
      title: RANK_TITLES[rank] ?? rank,
      order: index + 1,
      staff: STAFF_RANKS.includes(rank),
    })),
  );

  app.get(
    '/api/user/balance',
    { preValidation: signedIn, schema: { response: answersBalance } },
    async (request) => {
      const { userId } = currentPlayer(request);
      return readBalance(db, ledger, userId, await gameModeOf(db, userId));
    },
  );

  app.post(
    '/api/user/balance',
    { preValidation: signedIn, schema: { body: gameModeSchema, response: answersBalance } },
    async (request) => setGameMode(db, ledger, currentPlayer(request).userId, request.body.game_mode),
  );

  /** A change to the player's own account, answered with the account as it now is. */
  const changeMe = <S extends z.ZodType>(
    method: 'POST' | 'PATCH',
    url: string,
    body: S,
    change: (db: Database, userId: bigint, body: z.infer<S>) => Promise<void>,
  ) =>
    app.route({
      method,
      url,
      preValidation: signedIn,
      schema: { body, response: answersMe },
      handler: async (request) => {
        const { userId } = currentPlayer(request);
        await change(db, userId, request.body as z.infer<S>);
        return me(userId);
      },
    });
  changeMe('POST', '/api/user/username', setUsernameSchema, (d, userId, body) =>
    setUsername(d, userId, body.username),
  );
  changeMe('PATCH', '/api/user/profile', profileSchema, updateProfile);
  changeMe('PATCH', '/api/user/promo-opt-in-settings', promoOptInSchema, updatePromoOptIns);
}
