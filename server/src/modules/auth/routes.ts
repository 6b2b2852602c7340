import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import { clientInfo } from '../../http/client-info';
import { fieldError } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limiter';
import { parse } from '../../http/validate';
import { loadMe } from '../users/me';
import { sendVerificationMail, verifyEmail } from './email-verification.service';
import { logIn } from './login.service';
import {
  changePassword,
  FORGOT_PASSWORD_REPLY,
  requestPasswordReset,
  resetPassword,
} from './password.service';
import { registerPlayer } from './register.service';

/** Sign-up, sign-in, sign-out and the account recovery links (spec §7 Auth). */
export function authRoutes(app: FastifyInstance, deps: Deps): void {
  const signedIn = requirePlayer(deps.sessions);
  const perAddress = (name: string) => async (request: { ip: string }) =>
    enforceRateLimit(deps.rateLimiter, `${name}:${request.ip}`, deps.config.AUTH_RATE_LIMIT_PER_MINUTE, 60);

  app.post('/api/auth/register', { preHandler: perAddress('register') }, async (request, reply) => {
    const body = parse(registerRequestSchema, request.body);
    const { token, userId } = await registerPlayer(deps, body, clientInfo(request));
    const user = await loadMe(deps.db, deps.ledger, userId);
    return reply.status(201).send({ access_token: token, user });
  });

  app.post('/api/token-login', { preHandler: perAddress('login') }, async (request, reply) => {
    const body = parse(loginRequestSchema, request.body);
    const outcome = await logIn(deps, body, clientInfo(request));
    if (outcome.kind === 'signed-in') return { access_token: outcome.token };
    const { kind, ...answer } = outcome;
    return reply.status(kind === 'refused' ? 422 : 200).send(answer);
  });

  app.post('/api/logout', { preHandler: signedIn }, async (request, reply) => {
    const player = currentPlayer(request);
    await deps.sessions.revoke(player.sessionId, 'logout');
    deps.hub.disconnectSessions([player.sessionId]);
    return reply.status(204).send();
  });

  app.post('/api/forgot-password', { preHandler: perAddress('forgot') }, async (request) => {
    const body = parse(forgotPasswordSchema, request.body);
    if (!(await deps.captcha.verify(body.captcha))) {
      throw fieldError('captcha', 'Please confirm you are not a robot.', 'CAPTCHA_FAILED');
    }
    await requestPasswordReset(deps, body.email);
    return { message: FORGOT_PASSWORD_REPLY };
  });

  app.post('/api/reset-password', { preHandler: perAddress('reset') }, async (request) => {
    const body = parse(resetPasswordSchema, request.body);
    await resetPassword(deps, body.email, body.token, body.password);
    return { message: 'Your password has been reset. You can log in with the new password now.' };
  });

  app.post('/api/email/verify', { preHandler: perAddress('verify-email') }, async (request) => {
    const body = parse(verifyEmailSchema, request.body);
    await verifyEmail(deps, body.token);
    return { message: 'Thank you! Your email address is verified.' };
  });

  app.post('/api/email/verification-notification', { preHandler: signedIn }, async (request) => {
    const player = currentPlayer(request);
    await enforceRateLimit(deps.rateLimiter, `verification-mail:${player.userId}`, 3, 600);
    const user = await deps.db
      .selectFrom('users')
      .select(['email', 'email_verified_at'])
      .where('id', '=', player.userId)
      .executeTakeFirstOrThrow();
    if (user.email_verified_at) return { message: 'Your email address is already verified.' };
    await sendVerificationMail(deps, player.userId, user.email);
    return { message: `We sent a new verification link to ${user.email}.` };
  });

  app.post('/api/user/password', { preHandler: signedIn }, async (request) => {
    const body = parse(changePasswordSchema, request.body);
    await changePassword(deps, currentPlayer(request), body.current_password, body.password);
    return { message: 'Your password has been changed. Other devices have been signed out.' };
  });
}
