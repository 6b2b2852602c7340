import { randomBytes } from 'node:crypto';
import { sql, type Updateable } from 'kysely';
import type { Database } from '../db/database';
import type { UsersTable } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { Ledger } from '../ledger/ledger';

/** A player row with open ledger accounts, for tests that work below the HTTP API. */
export async function createPlayer(db: Database, ledger: Ledger): Promise<bigint> {
  const suffix = randomBytes(5).toString('hex');
  return inTransaction(db, async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        username: `p_${suffix}`,
        email: `${suffix}@example.com`,
        password_hash: 'not-a-real-hash',
        date_of_birth: '1990-01-01',
        state: 'CA',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ledger.openPlayerAccounts(trx, user.id);
    return user.id;
  });
}

/** Writes columns of a player's row directly: a state the API offers no call for (banned, unverified, staff). */
export async function setPlayerRow(
  db: Database,
  userId: bigint,
  changes: Updateable<UsersTable>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Tables of a player's own records (a `user_id` column) that tests look into. */
export type PlayerRecordTable = 'amoe_requests' | 'bets' | 'redemptions' | 'vip_bonuses';

/** The ids of the player's rows in `table`: what a refused call must not have written, or a race wrote once. */
export async function playerRecords(db: Database, table: PlayerRecordTable, userId: bigint) {
  const { rows } = await sql<{
    id: bigint;
  }>`SELECT id FROM ${sql.table(table)} WHERE user_id = ${userId}`.execute(db);
  return rows;
}
