import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../http/errors';
import { enqueueDisconnect, enqueueEvent } from '../../realtime/event-outbox';
import { clearBan, markBanned } from './repository';

const noSuchPlayer = () => new AppError('NOT_FOUND', 'No such player.');

/**
 * A ban revokes every session in the same transaction; once it has committed the player's sockets hear
 * `force-logout` and are then dropped (event outbox: it happens even if this process dies at the commit).
 */
export async function banPlayer(deps: Deps, staffId: bigint, userId: bigint, reason: string): Promise<void> {
  if (userId === staffId) throw new AppError('CONFLICT', 'You cannot ban yourself.');
  await inTransaction(deps.db, async (trx) => {
    if (!(await markBanned(trx, userId, reason))) throw noSuchPlayer();
    await deps.sessions.revokeAll(trx, userId, 'banned');
    await enqueueEvent(trx, `App.User.${userId}`, 'force-logout', { reason: 'banned' });
    await enqueueDisconnect(trx, `App.User.${userId}`);
  });
}

export async function liftBan(deps: Deps, userId: bigint): Promise<void> {
  if (!(await clearBan(deps.db, userId))) throw noSuchPlayer();
}
