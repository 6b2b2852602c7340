import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { consumeToken, issueToken } from './one-time-tokens';
import type { AuthPorts } from './ports';

/** Mails a verification link; the token and the mail carrying it commit together. */
export async function sendVerificationMail(ports: AuthPorts, userId: bigint, email: string): Promise<void> {
  await inTransaction(ports.db, async (trx) => {
    const token = await issueToken(trx, userId, 'email_verification', email);
    const link = `${ports.config.appUrl}/email/verify/${token}`;
    await ports.mailer.send(
      {
        to: email,
        subject: 'Verify your email address',
        body: `Welcome! Confirm this is your email address to unlock bonuses and prize redemptions: ${link}\nThe link works for 24 hours.`,
        link,
      },
      trx,
    );
  });
}

/** Marks the address verified, provided it is still the address the link was sent to. */
export async function verifyEmail(ports: AuthPorts, token: string): Promise<void> {
  const used = await consumeToken(ports.db, 'email_verification', token);
  if (!used) throw new AppError('VALIDATION_FAILED', 'This verification link is invalid or has expired.');
  const updated = await ports.db
    .updateTable('users')
    .set({ email_verified_at: new Date(), updated_at: new Date() })
    .where('id', '=', used.userId)
    .where('email', '=', used.target ?? '')
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) {
    throw new AppError('VALIDATION_FAILED', 'This verification link is invalid or has expired.');
  }
}
