import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { OneTimeTokenPurpose } from '../../db/schema';
import type { Trx } from '../../db/transaction';

const LIFETIME_MINUTES: Record<OneTimeTokenPurpose, number> = {
  email_verification: 24 * 60,
  password_reset: 60,
  sms_login: 10,
  phone_verification: 10,
};

/** Wrong guesses a 6-digit code takes before it is burnt and a new one must be requested. */
const CODE_MAX_ATTEMPTS = 5;

/** What a player is told about a code that was not accepted. */
export const REFUSED_CODE = {
  wrong: 'That code is invalid or has expired.',
  burnt: 'Too many wrong codes: this code no longer works. Ask for a new code.',
} as const;

export function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Long random tokens for links, 6-digit codes for SMS. Only a hash is stored. */
function newToken(purpose: OneTimeTokenPurpose): string {
  if (purpose === 'sms_login' || purpose === 'phone_verification')
    return randomInt(0, 1_000_000).toString().padStart(6, '0');
  return randomBytes(32).toString('base64url');
}

/** Issues a token for one purpose; earlier unused tokens of the same purpose stop working. */
export async function issueToken(
  executor: Database | Trx,
  userId: bigint,
  purpose: OneTimeTokenPurpose,
  target?: string,
): Promise<string> {
  await executor
    .updateTable('one_time_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  const token = newToken(purpose);
  await executor
    .insertInto('one_time_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: digest(token),
      target: target ?? null,
      expires_at: new Date(Date.now() + LIFETIME_MINUTES[purpose] * 60_000),
    })
    .execute();
  return token;
}

/**
 * Uses a link token once: returns its owner (and target) if it is live, marking it used in the same
 * statement so two requests cannot both spend it.
 */
export async function consumeToken(
  executor: Database | Trx,
  purpose: OneTimeTokenPurpose,
  token: string,
): Promise<{ userId: bigint; target: string | null } | null> {
  const row = await executor
    .updateTable('one_time_tokens')
    .set({ used_at: new Date() })
    .where('purpose', '=', purpose)
    .where('token_hash', '=', digest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'target'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, target: row.target } : null;
}

export type SpentCode =
  | { outcome: 'accepted'; target: string | null }
  /** Wrong, or no live code (never sent, expired, used or burnt). */
  | { outcome: 'wrong' }
  /** This guess was the last one the code allowed: it no longer works, even when right. */
  | { outcome: 'burnt' };

/**
 * Checks a player's 6-digit code. A million codes are few, so each wrong guess counts against the live
 * code and burns it at the limit; both outcomes are single statements, so parallel guesses all count.
 */
export async function spendCode(
  executor: Database | Trx,
  userId: bigint,
  purpose: OneTimeTokenPurpose,
  code: string,
): Promise<SpentCode> {
  const now = new Date();
  const live = () =>
    executor
      .updateTable('one_time_tokens')
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now);
  const accepted = await live()
    .set({ used_at: now })
    .where('token_hash', '=', digest(code))
    .returning('target')
    .executeTakeFirst();
  if (accepted) return { outcome: 'accepted', target: accepted.target };
  const counted = await live()
    .set((eb) => ({
      failed_attempts: eb('failed_attempts', '+', 1),
      used_at: sql<Date | null>`CASE WHEN failed_attempts >= ${CODE_MAX_ATTEMPTS - 1} THEN now() END`,
    }))
    .returning('failed_attempts')
    .executeTakeFirst();
  return counted && counted.failed_attempts >= CODE_MAX_ATTEMPTS
    ? { outcome: 'burnt' }
    : { outcome: 'wrong' };
}
