import { inTransaction } from '../../db/transaction';
import { fieldError } from '../../http/errors';
import { issueToken, REFUSED_CODE, spendCode } from './one-time-tokens';
import type { AuthPorts } from './ports';

/** Saves a new, unverified phone number and texts it a code. */
export async function startPhoneVerification(
  ports: AuthPorts,
  userId: bigint,
  phoneNumber: string,
): Promise<void> {
  await inTransaction(ports.db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ phone_number: phoneNumber, phone_number_verified_at: null, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    const code = await issueToken(trx, userId, 'phone_verification', phoneNumber);
    await ports.sms.send(phoneNumber, `Your verification code is ${code}. It expires in 10 minutes.`, trx);
  });
}

/** Verifies the number with the code sent to it; from then on new devices are confirmed by SMS. */
export async function verifyPhone(
  ports: AuthPorts,
  userId: bigint,
  phoneNumber: string,
  code: string,
  fingerprint?: string,
): Promise<void> {
  const spent = await spendCode(ports.db, userId, 'phone_verification', code.toUpperCase());
  if (spent.outcome === 'burnt') throw fieldError('verification_code', REFUSED_CODE.burnt);
  if (spent.outcome === 'wrong' || spent.target !== phoneNumber)
    throw fieldError('verification_code', REFUSED_CODE.wrong);
  await ports.db
    .updateTable('users')
    .set({ phone_number_verified_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    .where('phone_number', '=', phoneNumber)
    .execute();
  if (fingerprint) {
    await ports.db
      .insertInto('user_devices')
      .values({ user_id: userId, fingerprint })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
