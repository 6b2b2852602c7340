import { LOGIN_CODES, type LoginRequest } from '@casino/contract';
import type { UsersTable } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../http/errors';
import { maskPhone } from '../users';
import { LoginLockOut } from './login-lock-out';
import { LoginAttempt } from './login-tickets';
import { issueToken, REFUSED_CODE, spendCode } from './one-time-tokens';
import { verifyPassword } from './passwords';
import type { AuthPorts } from './ports';
import type { ClientInfo } from './register.service';
import { totp } from './totp';

export type LoginOutcome =
  | { kind: 'signed-in'; token: string }
  | { kind: 'challenge'; code: number; message: string; phone_hint?: string; login_ticket: string }
  | { kind: 'refused'; code: number; message: string };

type Challenge = Omit<Extract<LoginOutcome, { kind: 'challenge' }>, 'kind' | 'login_ticket'>;

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
 * offer for a recently deleted account, the authenticator code, and an SMS code on a new device. Each
 * challenge passed stays passed for the login attempt (its ticket), whatever the next one is. Failed
 * passwords and codes count towards a lock-out per account and per address.
 */
export async function logIn(
  ports: AuthPorts,
  request: LoginRequest,
  client: ClientInfo,
): Promise<LoginOutcome> {
  const user = await findByLogin(ports, request.login);
  const lockOut = new LoginLockOut(ports, user, request.login, client.ip);
  await lockOut.refuseWhileAccountLocked();
  if (!(await ports.captcha.verify(request.captcha))) {
    throw fieldError('captcha', 'Please confirm you are not a robot.', 'CAPTCHA_FAILED');
  }

  if (!user || !(await verifyPassword(user?.password_hash, request.password))) {
    await lockOut.countFailure();
    return { kind: 'refused', code: LOGIN_CODES.error, message: WRONG_CREDENTIALS };
  }
  if (user.banned_at) throw new AppError('BANNED', 'banned');

  const attempt = await LoginAttempt.resume(ports.db, user.id, request.fp, request.login_ticket);
  const challenge = async (asked: Challenge): Promise<LoginOutcome> => ({
    kind: 'challenge',
    ...asked,
    login_ticket: await attempt.ticket(),
  });

  if (user.deleted_at) {
    const restorableUntil = user.deleted_at.getTime() + ports.config.ACCOUNT_RESTORE_DAYS * 86_400_000;
    if (Date.now() > restorableUntil) {
      return { kind: 'refused', code: LOGIN_CODES.closed, message: 'This account has been closed.' };
    }
    if (request.restore && !attempt.hasPassed('restore')) await attempt.pass('restore');
    if (!attempt.hasPassed('restore')) {
      return challenge({
        code: LOGIN_CODES.restoreOffered,
        message: 'This account was deleted recently. Would you like to restore it?',
      });
    }
  }

  if (user.two_factor_enabled_at && user.two_factor_secret && !attempt.hasPassed('two_factor')) {
    if (!request.two_factor_code) {
      return challenge({
        code: LOGIN_CODES.twoFactorRequired,
        message: 'Enter the 6-digit code from your authenticator app.',
      });
    }
    if (!totp.check(request.two_factor_code, ports.twoFactor.open(user.two_factor_secret))) {
      await lockOut.countFailure();
      return challenge({ code: LOGIN_CODES.twoFactorInvalid, message: 'The two-factor code is invalid.' });
    }
    await attempt.pass('two_factor');
  }

  const smsStep = await checkNewDevice(ports, user, request, attempt, lockOut);
  if (smsStep) return challenge(smsStep);

  if (user.deleted_at) {
    await ports.db
      .updateTable('users')
      .set({ deleted_at: null, updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
  }
  if (request.fp) {
    await ports.db
      .insertInto('user_devices')
      .values({ user_id: user.id, fingerprint: request.fp })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await attempt.finish();
  await lockOut.clearAccount();
  const session = await ports.sessions.start(ports.db, user.id, client);
  return { kind: 'signed-in', token: session.token };
}

/**
 * A player with a verified phone signing in from a device we have not seen gets an SMS code;
 * the retry carries the code (spec: "retry with verified flag").
 */
async function checkNewDevice(
  ports: AuthPorts,
  user: LoginUser,
  request: LoginRequest,
  attempt: LoginAttempt,
  lockOut: LoginLockOut,
): Promise<Challenge | null> {
  if (!user.phone_number_verified_at || !user.phone_number || attempt.hasPassed('sms')) return null;
  if (request.fp) {
    const known = await ports.db
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
    const spent = await spendCode(ports.db, user.id, 'sms_login', code.toUpperCase());
    if (spent.outcome === 'accepted') {
      await attempt.pass('sms');
      return null;
    }
    await lockOut.countFailure();
    return {
      code: LOGIN_CODES.smsRequired,
      message: REFUSED_CODE[spent.outcome],
      phone_hint: phoneHint,
    };
  }
  const phone = user.phone_number;
  await inTransaction(ports.db, async (trx) => {
    const sent = await issueToken(trx, user.id, 'sms_login', phone);
    await ports.sms.send(phone, `Your sign-in code is ${sent}. It expires in 10 minutes.`, trx);
  });
  return {
    code: LOGIN_CODES.smsRequired,
    message: `We sent a sign-in code to your phone ending in ${user.phone_number.slice(-4)}.`,
    phone_hint: phoneHint,
  };
}

async function findByLogin(ports: AuthPorts, login: string): Promise<LoginUser | undefined> {
  const normalized = login.trim().toLowerCase();
  return ports.db
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
