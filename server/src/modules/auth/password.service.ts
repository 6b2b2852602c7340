import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { consumeToken, issueToken } from './one-time-tokens';
import { confirmPassword } from './password-checks';
import { hashPassword } from './passwords';
import type { AuthPorts } from './ports';

export const FORGOT_PASSWORD_REPLY =
  'If an account exists for that email, we have sent a link to reset its password.';

/** Sends a reset link if the address belongs to a player; the reply never tells whether it does. */
export async function requestPasswordReset(ports: AuthPorts, email: string): Promise<void> {
  const user = await ports.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .where('banned_at', 'is', null)
    .executeTakeFirst();
  if (!user) return;
  // The token and the mail carrying it commit together: no mail with a link that does not work.
  await inTransaction(ports.db, async (trx) => {
    const token = await issueToken(trx, user.id, 'password_reset', user.email);
    const link = `${ports.config.appUrl}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
    await ports.mailer.send(
      {
        to: user.email,
        subject: 'Reset your password',
        body: `Someone asked to reset the password of your account. If it was you, choose a new one here: ${link}\nThe link works for 60 minutes. If it was not you, ignore this email.`,
        link,
      },
      trx,
    );
  });
}

/** Sets a new password from a reset link and signs the player out everywhere. */
export async function resetPassword(
  ports: AuthPorts,
  email: string,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const signedOut = await inTransaction(ports.db, async (trx) => {
    const used = await consumeToken(trx, 'password_reset', token);
    if (!used || used.target !== email) {
      throw new AppError('VALIDATION_FAILED', 'This password reset link is invalid or has expired.');
    }
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_change_required: false, updated_at: new Date() })
      .where('id', '=', used.userId)
      .execute();
    return ports.sessions.revokeAll(trx, used.userId, 'password_reset');
  });
  ports.hub.disconnectSessions(signedOut);
}

/** Changes the password of a signed-in player; every other session is revoked at once. */
export async function changePassword(
  ports: AuthPorts,
  player: { userId: bigint; sessionId: string },
  currentPassword: string,
  password: string,
): Promise<void> {
  await confirmPassword(ports, player.userId, currentPassword, 'current_password');
  const passwordHash = await hashPassword(password);
  const signedOut = await inTransaction(ports.db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_change_required: false, updated_at: new Date() })
      .where('id', '=', player.userId)
      .execute();
    return ports.sessions.revokeAll(trx, player.userId, 'password_changed', player.sessionId);
  });
  ports.hub.disconnectSessions(signedOut);
}
