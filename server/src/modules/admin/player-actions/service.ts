import { FORCE_LOGOUT_EVENT, type ForceLogout, type Rank } from '@casino/contract';
import { inTransaction, type Trx } from '../../../db/transaction';
import { AppError } from '../../../http/errors';
import { enqueueDisconnect, enqueueEvent } from '../../../realtime/event-outbox';
import { recordStaffAction, refuseOwnAccount, type StaffAction } from '../../staff';
import type { AdminPorts } from '../ports';
import { NO_SUCH_PLAYER } from '../users/service';
import { lockStanding, setBalanceWatch, setBan, setFreeze, setRank } from './repository';

/** Who acts, on whom, and why: every staff change is recorded with these. */
export interface StaffChange {
  staffId: bigint;
  userId: bigint;
  reason?: string | null;
}

type Standing = NonNullable<Awaited<ReturnType<typeof lockStanding>>>;

/**
 * Locks the player, applies `change`, and records the action with the player's standing before and
 * after, in one transaction: the audit row exists exactly when the change does. Never on the staff
 * member's own account (no one freezes, bans, unbans, ranks or watches themself).
 */
async function changeStanding(
  ports: AdminPorts,
  action: StaffAction,
  who: StaffChange,
  change: (trx: Trx, before: Standing) => Promise<void>,
): Promise<void> {
  refuseOwnAccount(who.staffId, who.userId);
  await inTransaction(ports.db, async (trx) => {
    const before = await lockStanding(trx, who.userId);
    if (!before) throw new AppError('NOT_FOUND', NO_SUCH_PLAYER);
    await change(trx, before);
    const after = await lockStanding(trx, who.userId);
    await recordStaffAction(trx, {
      staffId: who.staffId,
      action,
      subjectUserId: who.userId,
      before: standingView(before),
      after: after ? standingView(after) : null,
      reason: who.reason ?? null,
    });
  });
}

function standingView(s: Standing) {
  return {
    rank: s.rank,
    banned: s.banned_at !== null,
    ban_reason: s.ban_reason,
    frozen: s.frozen_at !== null,
    freeze_reason: s.freeze_reason,
    balance_watch: s.balance_watch,
  };
}

/**
 * Revokes every session of the player; once the transaction has committed their sockets hear
 * `force-logout` and are then dropped (event outbox: it happens even if this process dies at the
 * commit). Answers how many sessions it revoked.
 */
async function forceLogout(
  trx: Trx,
  ports: AdminPorts,
  userId: bigint,
  reason: 'banned' | 'kicked',
): Promise<number> {
  const revoked = await ports.sessions.revokeAll(trx, userId, reason);
  await enqueueEvent(trx, `App.User.${userId}`, FORCE_LOGOUT_EVENT, { reason } satisfies ForceLogout);
  await enqueueDisconnect(trx, `App.User.${userId}`);
  return revoked.length;
}

/**
 * A ban revokes every session in the same transaction; once it has committed the player's sockets hear
 * `force-logout` and are then dropped (event outbox: it happens even if this process dies at the
 * commit), and the web shows 'Account Disabled'.
 */
export async function banPlayer(ports: AdminPorts, who: StaffChange & { reason: string }): Promise<void> {
  await changeStanding(ports, 'users.ban', who, async (trx) => {
    await setBan(trx, who.userId, who.reason);
    await forceLogout(trx, ports, who.userId, 'banned');
  });
}

/**
 * A kick (spec §4 "ban or kick forces logout"): every session revoked and the player's tabs logged out
 * now, as a ban does, but the player may sign in again at once.
 */
export async function kickPlayer(ports: AdminPorts, who: StaffChange & { reason: string }): Promise<number> {
  let revoked = 0;
  await changeStanding(ports, 'users.ban', who, async (trx) => {
    revoked = await forceLogout(trx, ports, who.userId, 'kicked');
  });
  return revoked;
}

/** Lifts a ban; the player signs in again (their old sessions stay revoked). */
export async function liftBan(ports: AdminPorts, who: StaffChange): Promise<void> {
  await changeStanding(ports, 'users.ban', who, async (trx, before) => {
    if (!before.banned_at) throw new AppError('CONFLICT', 'This player is not banned.');
    await setBan(trx, who.userId, null);
  });
}

/** A freeze stops the player's purchases (spec §3 can_purchase, freeze_reason) until lifted. */
export async function freezePlayer(ports: AdminPorts, who: StaffChange & { reason: string }): Promise<void> {
  await changeStanding(ports, 'users.freeze', who, async (trx) => {
    await setFreeze(trx, who.userId, who.reason);
  });
}

export async function unfreezePlayer(ports: AdminPorts, who: StaffChange): Promise<void> {
  await changeStanding(ports, 'users.freeze', who, async (trx, before) => {
    if (!before.frozen_at) throw new AppError('CONFLICT', 'This account is not frozen.');
    await setFreeze(trx, who.userId, null);
  });
}

/** Admins make and unmake staff; never their own rank (so the last admin cannot demote themself by accident). */
export async function changeRank(ports: AdminPorts, who: StaffChange & { rank: Rank }): Promise<void> {
  await changeStanding(ports, 'users.rank', who, async (trx) => {
    await setRank(trx, who.userId, who.rank);
  });
}

/** Spec §6: only admins change the balance-watch flag. */
export async function watchBalance(ports: AdminPorts, who: StaffChange & { on: boolean }): Promise<void> {
  await changeStanding(ports, 'users.balance_watch', who, async (trx) => {
    await setBalanceWatch(trx, who.userId, who.on);
  });
}
