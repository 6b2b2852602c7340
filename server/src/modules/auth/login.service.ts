import { LOGIN_CODES, type LoginRequest } from '@casino/contract';
import { authenticator } from 'otplib';
import type { UsersTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../http/errors';
import { tooManyAttempts } from '../../http/rate-limiter';
import { maskPhone } from '../users/me';
import { consumeToken, issueToken } from './one-time-tokens';
import { verifyPassword } from './passwords';
import type { ClientInfo } from './register.service';

export type LoginOutcome =
  | { kind: 'signed-in'; token: string }
  | { kind: 'challenge'; code: number; message: string; phone_hint?: string }
  | { kind: 'refused'; code: number; message: string };

const WRONG_CREDENTIALS = 'These credentials do not match our records.';

type LoginUser = Pick<
  UsersTable,
  'password_hash' | 'two_factor_secret' | 'phone_number' | 'username' | 'email'
> & {
  id: bigint;
  banned_at: Date | null;
  deleted_at: Date | null;
  two_factor_enabled_at: Date | null;
  phone_number_verified_at: Date | null;
};

/**
 * Signs a player in, step by step as spec §4 describes: password, then (when they apply) a restore
 * offer for a recently deleted account, the authenticator code, and an SMS code on a new device.
 * Failed passwords and codes count towards a lock-out per login name and per address.
 */
export async function logIn(deps: Deps, request: LoginRequest, client: ClientInfo): Promise<LoginOutcome> {
  const failureKeys = [`login:${request.login.toLowerCase()}`, `login-ip:${client.ip ?? 'unknown'}`];
  await refuseWhileLockedOut(deps, failureKeys);
  if (!(await deps.captcha.verify(request.captcha))) {
    throw fieldError('captcha', 'Please confirm you are not a robot.', 'CAPTCHA_FAILED');
  }

  const user = await findByLogin(deps, request.login);
  if (!user || !(await verifyPassword(user?.password_hash, request.password))) {
    await countFailure(deps, failureKeys);
    return { kind: 'refused', code: LOGIN_CODES.error, message: WRONG_CREDENTIALS };
  }
  if (user.banned_at) throw new AppError('BANNED', 'banned');

  if (user.deleted_at) {
    const restorableUntil = user.deleted_at.getTime() + deps.config.ACCOUNT_RESTORE_DAYS * 86_400_000;
    if (Date.now() > restorableUntil) {
      return { kind: 'refused', code: LOGIN_CODES.closed, message: 'This account has been closed.' };
    }
    if (!request.restore) {
      return {
        kind: 'challenge',
        code: LOGIN_CODES.restoreOffered,
        message: 'This account was deleted recently. Would you like to restore it?',
      };
    }
  }

  if (user.two_factor_enabled_at && user.two_factor_secret) {
    if (!request.two_factor_code) {
      return {
        kind: 'challenge',
        code: LOGIN_CODES.twoFactorRequired,
        message: 'Enter the 6-digit code from your authenticator app.',
      };
    }
    if (!authenticator.check(request.two_factor_code, deps.twoFactor.open(user.two_factor_secret))) {
      await countFailure(deps, failureKeys);
      return {
        kind: 'challenge',
        code: LOGIN_CODES.twoFactorInvalid,
        message: 'The two-factor code is invalid.',
      };
    }
  }

  const smsStep = await checkNewDevice(deps, user, request);
  if (smsStep) return smsStep;

  if (user.deleted_at) {
    await deps.db
      .updateTable('users')
      .set({ deleted_at: null, updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
  }
  if (request.fp) {
    await deps.db
      .insertInto('user_devices')
      .values({ user_id: user.id, fingerprint: request.fp })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await Promise.all(failureKeys.map((key) => deps.rateLimiter.reset(key)));
  const session = await deps.sessions.start(deps.db, user.id, client);
  return { kind: 'signed-in', token: session.token };
}

/**
 * A player with a verified phone signing in from a device we have not seen gets an SMS code;
 * the retry carries the code (spec: "retry with verified flag").
 */
async function checkNewDevice(
  deps: Deps,
  user: LoginUser,
  request: LoginRequest,
): Promise<LoginOutcome | null> {
  if (!user.phone_number_verified_at || !user.phone_number) return null;
  if (request.fp) {
    const known = await deps.db
      .selectFrom('user_devices')
      .select('fingerprint')
      .where('user_id', '=', user.id)
      .where('fingerprint', '=', request.fp)
      .executeTakeFirst();
    if (known) return null;
  }
  const phoneHint = maskPhone(user.phone_number);
  const code =
    request.verification_code ?? (typeof request.verified === 'string' ? request.verified : undefined);
  if (code) {
    if (await consumeToken(deps.db, 'sms_login', code.toUpperCase(), user.id)) return null;
    return {
      kind: 'challenge',
      code: LOGIN_CODES.smsRequired,
      message: 'That code is invalid or has expired.',
      phone_hint: phoneHint,
    };
  }
  const sent = await issueToken(deps.db, user.id, 'sms_login', user.phone_number);
  await deps.sms.send(user.phone_number, `Your sign-in code is ${sent}. It expires in 10 minutes.`);
  return {
    kind: 'challenge',
    code: LOGIN_CODES.smsRequired,
    message: `We sent a sign-in code to your phone ending in ${user.phone_number.slice(-4)}.`,
    phone_hint: phoneHint,
  };
}

async function findByLogin(deps: Deps, login: string): Promise<LoginUser | undefined> {
  const normalized = login.trim().toLowerCase();
  return deps.db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'password_hash',
      'two_factor_secret',
      'two_factor_enabled_at',
      'phone_number',
      'phone_number_verified_at',
      'banned_at',
      'deleted_at',
    ])
    .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', normalized), eb('email', '=', normalized)]))
    .executeTakeFirst();
}

async function refuseWhileLockedOut(deps: Deps, keys: string[]): Promise<void> {
  const [byLogin, byAddress] = await Promise.all(keys.map((key) => deps.rateLimiter.peek(key)));
  const max = deps.config.LOGIN_MAX_ATTEMPTS;
  // One address may try a few accounts (a shared household), but not unlimited guesses.
  if (byLogin && byLogin.count >= max) throw tooManyAttempts(byLogin.resetSeconds);
  if (byAddress && byAddress.count >= max * 4) throw tooManyAttempts(byAddress.resetSeconds);
}

async function countFailure(deps: Deps, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => deps.rateLimiter.hit(key, deps.config.LOGIN_LOCKOUT_SECONDS)));
}
