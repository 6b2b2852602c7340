import {
  deleteAccountSchema,
  phoneSchema,
  profileSchema,
  promoOptInSchema,
  RANKS,
  type RankInfo,
  STAFF_RANKS,
  setUsernameSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  verifyCodeSchema,
} from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import { parse } from '../../http/validate';
import { startPhoneVerification, verifyPhone } from '../auth/phone.service';
import { confirmTwoFactor, disableTwoFactor, setUpTwoFactor } from '../auth/two-factor.service';
import { readBalance } from './balance';
import { loadMe } from './me';
import { deleteAccount, setGameMode, setUsername, updateProfile, updatePromoOptIns } from './service';

const RANK_TITLES: Record<string, string> = {
  admin: 'Admin',
  mod: 'Moderator',
  helper: 'Helper',
  other: 'Player',
};
const gameModeSchema = z.object({ game_mode: z.enum(['GC', 'SC'], { error: 'Choose GC or SC.' }) });
const fingerprintHeader = 'x-device-fp';

/** The signed-in player's own account: profile, balance, preferences and security settings. */
export function userRoutes(app: FastifyInstance, deps: Deps): void {
  const signedIn = { preHandler: requirePlayer(deps.sessions) };
  const me = (userId: bigint) => loadMe(deps.db, deps.ledger, userId);

  app.get('/api/user', signedIn, async (request) => me(currentPlayer(request).userId));

  app.get(
    '/api/users/ranks',
    async (): Promise<RankInfo[]> =>
      RANKS.map((rank, index) => ({
        rank,
        title: RANK_TITLES[rank] ?? rank,
        order: index + 1,
        staff: STAFF_RANKS.includes(rank),
      })),
  );

  app.get('/api/user/balance', signedIn, async (request) => {
    const { userId } = currentPlayer(request);
    const user = await deps.db
      .selectFrom('users')
      .select('game_mode')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return readBalance(deps.db, deps.ledger, userId, user.game_mode);
  });

  app.post('/api/user/balance', signedIn, async (request) => {
    const body = parse(gameModeSchema, request.body);
    const { userId } = currentPlayer(request);
    await setGameMode(deps, userId, body.game_mode);
    const balance = await readBalance(deps.db, deps.ledger, userId, body.game_mode);
    deps.hub.publish(`App.User.${userId}`, 'balance', balance);
    return balance;
  });

  app.post('/api/user/username', signedIn, async (request) => {
    const body = parse(setUsernameSchema, request.body);
    await setUsername(deps, currentPlayer(request).userId, body.username);
    return me(currentPlayer(request).userId);
  });

  app.patch('/api/user/profile', signedIn, async (request) => {
    await updateProfile(deps, currentPlayer(request).userId, parse(profileSchema, request.body));
    return me(currentPlayer(request).userId);
  });

  app.patch('/api/user/promo-opt-in-settings', signedIn, async (request) => {
    await updatePromoOptIns(deps, currentPlayer(request).userId, parse(promoOptInSchema, request.body));
    return me(currentPlayer(request).userId);
  });

  app.post('/api/user/2fa/setup', signedIn, async (request) =>
    setUpTwoFactor(deps, currentPlayer(request).userId),
  );

  app.post('/api/user/2fa/confirm', signedIn, async (request) => {
    const body = parse(twoFactorConfirmSchema, request.body);
    await confirmTwoFactor(deps, currentPlayer(request).userId, body.code);
    return me(currentPlayer(request).userId);
  });

  app.post('/api/user/2fa/disable', signedIn, async (request) => {
    const body = parse(twoFactorDisableSchema, request.body);
    await disableTwoFactor(deps, currentPlayer(request).userId, body.code, body.password);
    return me(currentPlayer(request).userId);
  });

  app.post('/api/user/phone', signedIn, async (request) => {
    const body = parse(phoneSchema, request.body);
    await startPhoneVerification(deps, currentPlayer(request).userId, body.phone_number);
    return { message: `We sent a 6-digit code to the number ending in ${body.phone_number.slice(-4)}.` };
  });

  app.post('/api/user/verify-code', signedIn, async (request) => {
    const body = parse(verifyCodeSchema, request.body);
    const fingerprint = request.headers[fingerprintHeader];
    const { userId } = currentPlayer(request);
    await verifyPhone(
      deps,
      userId,
      body.phone_number,
      body.verification_code,
      typeof fingerprint === 'string' ? fingerprint : undefined,
    );
    return me(userId);
  });

  app.delete('/api/user', signedIn, async (request, reply) => {
    const body = parse(deleteAccountSchema, request.body);
    await deleteAccount(deps, currentPlayer(request).userId, body.password);
    deps.hub.disconnectUser(currentPlayer(request).userId);
    return reply.status(204).send();
  });
}
