import type { Coin } from '@casino/contract';
import type { Database } from '../../db/database';

/** The coin the player has chosen to play with. */
export async function gameModeOf(db: Database, userId: bigint): Promise<Coin> {
  const user = await db
    .selectFrom('users')
    .select('game_mode')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.game_mode;
}
