import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { AppError, fieldError } from '../../http/errors';
import { confirmAuthenticatorCode, confirmPassword } from './password-checks';
import type { AuthPorts } from './ports';
import { totp } from './totp';

const ISSUER = 'Casino';

/** Starts enrolment: a new secret that only becomes active once the player confirms a code from it. */
export async function setUpTwoFactor(ports: AuthPorts, userId: bigint) {
  const user = await ports.db
    .selectFrom('users')
    .select(['username', 'email', 'two_factor_enabled_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.two_factor_enabled_at) throw new AppError('CONFLICT', 'Two-factor authentication is already on.');
  const secret = authenticator.generateSecret();
  await ports.db
    .updateTable('users')
    .set({ two_factor_secret: ports.twoFactor.seal(secret), updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
  const otpauthUrl = authenticator.keyuri(user.username ?? user.email, ISSUER, secret);
  const qrSvg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 1,
    color: { dark: '#0e1a24', light: '#ffffff' },
  });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

export async function confirmTwoFactor(ports: AuthPorts, userId: bigint, code: string): Promise<void> {
  const user = await ports.db
    .selectFrom('users')
    .select(['two_factor_secret', 'two_factor_enabled_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.two_factor_enabled_at) throw new AppError('CONFLICT', 'Two-factor authentication is already on.');
  if (!user.two_factor_secret) throw new AppError('CONFLICT', 'Start two-factor set-up first.');
  if (!totp.check(code, ports.twoFactor.open(user.two_factor_secret)))
    throw fieldError('code', 'The two-factor code is invalid.');
  await ports.db
    .updateTable('users')
    .set({ two_factor_enabled_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** Turning it off needs both the password and a current code, so a stolen session alone cannot. */
export async function disableTwoFactor(
  ports: AuthPorts,
  userId: bigint,
  code: string,
  password: string,
): Promise<void> {
  const user = await ports.db
    .selectFrom('users')
    .select(['two_factor_secret', 'two_factor_enabled_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.two_factor_enabled_at || !user.two_factor_secret) {
    throw new AppError('CONFLICT', 'Two-factor authentication is not on.');
  }
  await confirmPassword(ports, userId, password, 'password');
  await confirmAuthenticatorCode(ports, userId, user.two_factor_secret, code);
  await ports.db
    .updateTable('users')
    .set({ two_factor_secret: null, two_factor_enabled_at: null, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
