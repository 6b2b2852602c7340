import { fieldError } from '../../http/errors';
import { countFailure, refuseWhileLocked } from './attempt-limits';
import { verifyPassword } from './passwords';
import type { AuthPorts } from './ports';
import { totp } from './totp';

const WRONG = {
  password: 'The password is incorrect.',
  current_password: 'The current password is incorrect.',
} as const;

const checksOf = (userId: bigint) => `password-check:${userId}`;

/**
 * Asks a signed-in player for their password again (password change, account deletion, turning 2FA
 * off). Wrong answers are limited per account like sign-ins, so a stolen session cannot guess its way
 * to the password; a right one does not clear them (the window runs out on its own).
 */
export async function confirmPassword(
  ports: AuthPorts,
  userId: bigint,
  password: string,
  field: keyof typeof WRONG,
): Promise<void> {
  await refuseWhileLocked(ports, checksOf(userId), ports.config.LOGIN_MAX_ATTEMPTS);
  const user = await ports.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (await verifyPassword(user.password_hash, password)) return;
  await countFailure(ports, checksOf(userId));
  throw fieldError(field, WRONG[field]);
}

/** The authenticator code asked with the password; a wrong one counts with the password checks. */
export async function confirmAuthenticatorCode(
  ports: AuthPorts,
  userId: bigint,
  sealedSecret: string,
  code: string,
): Promise<void> {
  await refuseWhileLocked(ports, checksOf(userId), ports.config.LOGIN_MAX_ATTEMPTS);
  if (totp.check(code, ports.twoFactor.open(sealedSecret))) return;
  await countFailure(ports, checksOf(userId));
  throw fieldError('code', 'The two-factor code is invalid.');
}
