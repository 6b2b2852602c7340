import {
  changePasswordSchema,
  deleteAccountSchema,
  meSchema,
  messageSchema,
  phoneSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorSetupSchema,
  verifyCodeSchema,
} from '@casino/contract';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import { loadMe } from '../users';
import { deleteAccount } from './account-closing.service';
import { changePassword } from './password.service';
import { startPhoneVerification, verifyPhone } from './phone.service';
import type { AuthPorts } from './ports';
import { confirmTwoFactor, disableTwoFactor, setUpTwoFactor } from './two-factor.service';

const fingerprintHeader = 'x-device-fp';

/** The signed-in player's sign-in security: password, two-factor, phone, and closing the account. */
export function accountSecurityRoutes(app: Api, ports: AuthPorts): void {
  const signedIn = requirePlayer(ports.sessions);
  const me = (userId: bigint) => loadMe(ports.db, ports.ledger, userId);

  app.post(
    '/api/user/password',
    { preValidation: signedIn, schema: { body: changePasswordSchema, response: { 200: messageSchema } } },
    async (request) => {
      const { current_password, password } = request.body;
      await changePassword(ports, currentPlayer(request), current_password, password);
      return { message: 'Your password has been changed. Other devices have been signed out.' };
    },
  );

  app.post(
    '/api/user/2fa/setup',
    { preValidation: signedIn, schema: { response: { 200: twoFactorSetupSchema } } },
    async (request) => setUpTwoFactor(ports, currentPlayer(request).userId),
  );

  app.post(
    '/api/user/2fa/confirm',
    { preValidation: signedIn, schema: { body: twoFactorConfirmSchema, response: { 200: meSchema } } },
    async (request) => {
      await confirmTwoFactor(ports, currentPlayer(request).userId, request.body.code);
      return me(currentPlayer(request).userId);
    },
  );

  app.post(
    '/api/user/2fa/disable',
    { preValidation: signedIn, schema: { body: twoFactorDisableSchema, response: { 200: meSchema } } },
    async (request) => {
      const { code, password } = request.body;
      await disableTwoFactor(ports, currentPlayer(request).userId, code, password);
      return me(currentPlayer(request).userId);
    },
  );

  app.post(
    '/api/user/phone',
    { preValidation: signedIn, schema: { body: phoneSchema, response: { 200: messageSchema } } },
    async (request) => {
      const { phone_number } = request.body;
      await startPhoneVerification(ports, currentPlayer(request).userId, phone_number);
      return { message: `We sent a 6-digit code to the number ending in ${phone_number.slice(-4)}.` };
    },
  );

  app.post(
    '/api/user/verify-code',
    { preValidation: signedIn, schema: { body: verifyCodeSchema, response: { 200: meSchema } } },
    async (request) => {
      const fingerprint = request.headers[fingerprintHeader];
      const { userId } = currentPlayer(request);
      await verifyPhone(
        ports,
        userId,
        request.body.phone_number,
        request.body.verification_code,
        typeof fingerprint === 'string' ? fingerprint : undefined,
      );
      return me(userId);
    },
  );

  app.delete(
    '/api/user',
    { preValidation: signedIn, schema: { body: deleteAccountSchema } },
    async (request, reply) => {
      await deleteAccount(ports, currentPlayer(request).userId, request.body.password);
      ports.hub.disconnectUser(currentPlayer(request).userId);
      return reply.status(204).send();
    },
  );
}
