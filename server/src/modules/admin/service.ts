import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../http/errors';
import { clearBan, markBanned } from './repository';

const noSuchPlayer = () => new AppError('NOT_FOUND', 'No such player.');

/** A ban revokes every session in the same transaction and drops open sockets once it has committed. */
export async function banPlayer(deps: Deps, staffId: bigint, userId: bigint, reason: string): Promise<void> {
  if (userId === staffId) throw new AppError('CONFLICT', 'You cannot ban yourself.');
  await inTransaction(deps.db, async (trx) => {
    if (!(await markBanned(trx, userId, reason))) throw noSuchPlayer();
    await deps.sessions.revokeAll(trx, userId, 'banned');
  });
  deps.hub.publish(`App.User.${userId}`, 'force-logout', { reason: 'banned' });
  deps.hub.disconnectUser(userId);
}

export async function liftBan(deps: Deps, userId: bigint): Promise<void> {
  if (!(await clearBan(deps.db, userId))) throw noSuchPlayer();
}
