import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { fieldError } from '../../http/errors';
import { issueToken, REFUSED_CODE, spendCode } from './one-time-tokens';

/** Saves a new, unverified phone number and texts it a code. */
export async function startPhoneVerification(deps: Deps, userId: bigint, phoneNumber: string): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ phone_number: phoneNumber, phone_number_verified_at: null, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    const code = await issueToken(trx, userId, 'phone_verification', phoneNumber);
    await deps.sms.send(phoneNumber, `Your verification code is ${code}. It expires in 10 minutes.`, trx);
  });
}

/** Verifies the number with the code sent to it; from then on new devices are confirmed by SMS. */
export async function verifyPhone(
  deps: Deps,
  userId: bigint,
  phoneNumber: string,
  code: string,
  fingerprint?: string,
): Promise<void> {
  const spent = await spendCode(deps.db, userId, 'phone_verification', code.toUpperCase());
  if (spent.outcome === 'burnt') throw fieldError('verification_code', REFUSED_CODE.burnt);
  if (spent.outcome === 'wrong' || spent.target !== phoneNumber)
    throw fieldError('verification_code', REFUSED_CODE.wrong);
  await deps.db
    .updateTable('users')
    .set({ phone_number_verified_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    .where('phone_number', '=', phoneNumber)
    .execute();
  if (fingerprint) {
    await deps.db
      .insertInto('user_devices')
      .values({ user_id: userId, fingerprint })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
