import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { confirmPassword } from './password-checks';

/**
 * Closes the account: signed out everywhere, restorable by logging in within the restore window
 * (spec §4 login code 5). Coins stay in the ledger untouched.
 */
export async function deleteAccount(deps: Deps, userId: bigint, password: string): Promise<void> {
  await confirmPassword(deps, userId, password, 'password');
  await inTransaction(deps.db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ deleted_at: new Date(), updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    await deps.sessions.revokeAll(trx, userId, 'account_deleted');
  });
}
