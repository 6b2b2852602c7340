import { inTransaction } from '../../db/transaction';
import { confirmPassword } from './password-checks';
import type { AuthPorts } from './ports';

/**
 * Closes the account: signed out everywhere, restorable by logging in within the restore window
 * (spec §4 login code 5). Coins stay in the ledger untouched.
 */
export async function deleteAccount(ports: AuthPorts, userId: bigint, password: string): Promise<void> {
  await confirmPassword(ports, userId, password, 'password');
  await inTransaction(ports.db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ deleted_at: new Date(), updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    await ports.sessions.revokeAll(trx, userId, 'account_deleted');
  });
}
