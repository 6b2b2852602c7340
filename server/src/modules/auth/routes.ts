import {
  forgotPasswordSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@casino/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import { clientInfo } from '../../http/client-info';
import { fieldError } from '../../http/errors';
import { enforceRateLimit, perPlayerRateLimit } from '../../http/rate-limiter';
import type { Api } from '../../http/typed-routes';
import { loadMe } from '../users';
import { accountSecurityRoutes } from './account-routes';
import { sendVerificationMail, verifyEmail } from './email-verification.service';
import { logIn } from './login.service';
import { FORGOT_PASSWORD_REPLY, requestPasswordReset, resetPassword } from './password.service';
import type { AuthPorts } from './ports';
import { registerPlayer } from './register.service';
import { emailOf } from './repository';
import { sessionRoutes } from './session-routes';

/** Sign-up, sign-in, sign-out and the account recovery links (spec §7 Auth). */
export function authRoutes(app: Api, ports: AuthPorts): void {
  const signedIn = requirePlayer(ports.sessions);
  const perAddress = (name: string) => async (request: FastifyRequest) =>
    enforceRateLimit(ports.rateLimiter, `${name}:${request.ip}`, ports.config.AUTH_RATE_LIMIT_PER_MINUTE, 60);
  const verificationMailsPerPlayer = perPlayerRateLimit(ports.rateLimiter, 'verification-mail', 3, 600);
  const message = { 200: messageSchema };

  app.post(
    '/api/auth/register',
    {
      preValidation: perAddress('register'),
      schema: { body: registerRequestSchema, response: { 201: registerResponseSchema } },
    },
    async (request, reply) => {
      const { token, userId } = await registerPlayer(ports, request.body, clientInfo(request));
      const user = await loadMe(ports.db, ports.ledger, userId);
      return reply.status(201).send({ access_token: token, user });
    },
  );

  app.post(
    '/api/token-login',
    {
      preValidation: perAddress('login'),
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const outcome = await logIn(ports, request.body, clientInfo(request));
      if (outcome.kind === 'signed-in') return { access_token: outcome.token };
      const { kind, ...answer } = outcome;
      if (kind === 'challenge') return answer;
      // A refusal answers 422 with its login code (spec §4), not the error shape; 422 stays undeclared so
      // the error handler's own 422s (a bad form) keep theirs.
      return (reply as FastifyReply).status(422).send(answer);
    },
  );

  app.post('/api/logout', { preValidation: signedIn }, async (request, reply) => {
    const player = currentPlayer(request);
    await ports.sessions.revoke(player.sessionId, 'logout');
    ports.hub.disconnectSessions([player.sessionId]);
    return reply.status(204).send();
  });

  app.post(
    '/api/forgot-password',
    { preValidation: perAddress('forgot'), schema: { body: forgotPasswordSchema, response: message } },
    async (request) => {
      if (!(await ports.captcha.verify(request.body.captcha))) {
        throw fieldError('captcha', 'Please confirm you are not a robot.', 'CAPTCHA_FAILED');
      }
      await requestPasswordReset(ports, request.body.email);
      return { message: FORGOT_PASSWORD_REPLY };
    },
  );

  app.post(
    '/api/reset-password',
    { preValidation: perAddress('reset'), schema: { body: resetPasswordSchema, response: message } },
    async (request) => {
      const { email, token, password } = request.body;
      await resetPassword(ports, email, token, password);
      return { message: 'Your password has been reset. You can log in with the new password now.' };
    },
  );

  app.post(
    '/api/email/verify',
    { preValidation: perAddress('verify-email'), schema: { body: verifyEmailSchema, response: message } },
    async (request) => {
      await verifyEmail(ports, request.body.token);
      return { message: 'Thank you! Your email address is verified.' };
    },
  );

  app.post(
    '/api/email/verification-notification',
    { preValidation: [signedIn, verificationMailsPerPlayer], schema: { response: message } },
    async (request) => {
      const { userId } = currentPlayer(request);
      const user = await emailOf(ports.db, userId);
      if (user.email_verified_at) return { message: 'Your email address is already verified.' };
      await sendVerificationMail(ports, userId, user.email);
      return { message: `We sent a new verification link to ${user.email}.` };
    },
  );

  accountSecurityRoutes(app, ports);
  sessionRoutes(app, ports);
}
