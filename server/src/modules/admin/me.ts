import type { StaffMe } from '@casino/contract';
import type { Database } from '../../db/database';
import type { SessionUser } from '../../http/authenticate';
import { actionsOf } from '../staff';

/**
 * `GET /api/admin/me`: the caller's rank and the actions it allows, for the screens to show or hide;
 * without two-factor authentication none are usable, so none are listed. The server checks each call.
 */
export async function staffMe(db: Database, player: SessionUser): Promise<StaffMe> {
  const row = await db
    .selectFrom('users')
    .select(['username', 'two_factor_enabled_at'])
    .where('id', '=', player.userId)
    .executeTakeFirstOrThrow();
  const twoFactor = row.two_factor_enabled_at !== null;
  return {
    id: String(player.userId),
    username: row.username,
    rank: player.rank,
    two_factor_enabled: twoFactor,
    actions: twoFactor ? actionsOf(player.rank) : [],
  };
}
