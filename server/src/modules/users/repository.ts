import type { Coin } from '@casino/contract';
import type { Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';

/** How staff and the player's messages name and reach them: username and email. */
export function playerContact(db: Database | Trx, userId: bigint) {
  return db
    .selectFrom('users')
    .select(['username', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The coin the player has chosen to play with. */
export async function gameModeOf(db: Database | Trx, userId: bigint): Promise<Coin> {
  const user = await db
    .selectFrom('users')
    .select('game_mode')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.game_mode;
}

/** Writes the player's own settings, stamping the change. */
export async function updateUser(
  db: Database | Trx,
  userId: bigint,
  changes: Omit<Updateable<UsersTable>, 'updated_at'>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** Whether another player already has this username, in any letter case. */
export async function usernameTaken(db: Database, username: string): Promise<boolean> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  return taken !== undefined;
}

/** Sets the username of a player who has none; false if they already had one. */
export async function claimUsername(db: Database, userId: bigint, username: string): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ username, updated_at: new Date() })
    .where('id', '=', userId)
    .where('username', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
