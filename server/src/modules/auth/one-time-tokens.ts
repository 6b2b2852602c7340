import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Database } from '../../db/database';
import type { OneTimeTokenPurpose } from '../../db/schema';
import type { Trx } from '../../db/transaction';

const LIFETIME_MINUTES: Record<OneTimeTokenPurpose, number> = {
  email_verification: 24 * 60,
  password_reset: 60,
  sms_login: 10,
  phone_verification: 10,
};

function digest(token: string): string {
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
 * Uses a token once: returns its owner (and target) if it is live, marking it used in the same
 * statement so two requests cannot both spend it.
 */
export async function consumeToken(
  executor: Database | Trx,
  purpose: OneTimeTokenPurpose,
  token: string,
  userId?: bigint,
): Promise<{ userId: bigint; target: string | null } | null> {
  let query = executor
    .updateTable('one_time_tokens')
    .set({ used_at: new Date() })
    .where('purpose', '=', purpose)
    .where('token_hash', '=', digest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date());
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.returning(['user_id', 'target']).executeTakeFirst();
  return row ? { userId: row.user_id, target: row.target } : null;
}
