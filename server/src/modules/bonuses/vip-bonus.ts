import {
  type ApprovalRequested,
  awardVipBonusSchema,
  BONUS_TEXTS,
  type BonusClaimed,
  formatAmount,
  parseAmount,
  VIP_BONUS_EVENT,
  type VipBonus,
} from '@casino/contract';
import type { Selectable } from 'kysely';
import type { VipBonusesTable } from '../../db/schema';
import { inTransaction, type Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { type RequestKey, runOnce } from '../../http/idempotent-requests';
import { enqueueEvent } from '../../realtime/event-outbox';
import { recordStaffAction, refuseOverCap, refuseOwnAccount } from '../staff';
import { needsSecondAdmin, requestApproval } from '../staff-approvals';
import { claimAllowance, payClaim } from './claims';
import type { BonusesPorts } from './ports';

/** Spec §3's VIP bonus; the award is its own notification, so both ids are the award's. */
function vipBonusView(row: Selectable<VipBonusesTable>): VipBonus {
  return {
    bonus_id: Number(row.id),
    notification_id: Number(row.id),
    reward_type: row.reward_type,
    reward_amount: formatAmount(row.gc),
    gc: formatAmount(row.gc),
    sc: formatAmount(row.sc),
    created_at: row.created_at.toISOString(),
  };
}

type VipBonusAward = { reward_type: string; gc: string; sc: string };

/** Writes the award; the player's open tabs hear it once it has committed (spec §4: they go to /vip-bonus). */
async function insertVipBonus(
  trx: Trx,
  userId: bigint,
  award: VipBonusAward,
  awardedBy: bigint | null,
): Promise<VipBonus> {
  const row = await trx
    .insertInto('vip_bonuses')
    .values({
      user_id: userId,
      reward_type: award.reward_type,
      gc: parseAmount(award.gc) ?? 0n,
      sc: parseAmount(award.sc) ?? 0n,
      awarded_by: awardedBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const view = vipBonusView(row);
  await enqueueEvent(trx, `App.User.${userId}`, VIP_BONUS_EVENT, view);
  return view;
}

async function refuseUnknownPlayer(trx: Trx, userId: bigint): Promise<void> {
  const player = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!player) throw new AppError('NOT_FOUND', 'No such player.');
}

/**
 * `POST /api/admin/users/:id/vip-bonus` (`users.vip_bonus`): staff award a VIP bonus, audited in the
 * same transaction. Never to themself; refused (422) above `STAFF_CAP_VIP_BONUS_*`; above the
 * maker-checker threshold it waits for a second admin (202) and the player hears nothing until then.
 */
export async function awardVipBonus(
  ports: BonusesPorts,
  request: RequestKey,
  userId: bigint,
  award: VipBonusAward,
): Promise<VipBonus | ApprovalRequested> {
  const staffId = request.userId;
  refuseOwnAccount(staffId, userId);
  const amounts = { gc: parseAmount(award.gc) ?? 0n, sc: parseAmount(award.sc) ?? 0n };
  refuseOverCap(ports.config, { action: 'vip_bonus', coin: 'GC', amount: amounts.gc, field: 'gc' });
  refuseOverCap(ports.config, { action: 'vip_bonus', coin: 'SC', amount: amounts.sc, field: 'sc' });
  // Once per Idempotency-Key: a staff member's retry after a lost answer awards (or files) nothing more.
  return runOnce<VipBonus | ApprovalRequested>(ports.db, request, 'admin:vip-bonus', async (trx) => {
    await refuseUnknownPlayer(trx, userId);
    if (needsSecondAdmin(ports.config, amounts))
      return {
        answer: await requestApproval(trx, {
          kind: 'vip_bonus',
          makerId: staffId,
          subjectUserId: userId,
          ...amounts,
          payload: { ...award },
        }),
      };
    const bonus = await insertVipBonus(trx, userId, award, staffId);
    await recordStaffAction(trx, {
      staffId,
      action: 'users.vip_bonus',
      subjectUserId: userId,
      subjectType: 'vip_bonus',
      subjectId: String(bonus.bonus_id),
      after: bonus,
    });
    return { answer: bonus };
  });
}

/** Maker-checker's applier: awards an approved VIP bonus from its maker; answers it for the checker's audit row. */
export async function applyApprovedVipBonus(
  trx: Trx,
  approved: { makerId: bigint; subjectUserId: bigint | null; payload: Record<string, unknown> },
): Promise<VipBonus> {
  if (approved.subjectUserId === null) throw new Error('a VIP bonus approval names its player');
  const award = awardVipBonusSchema.parse(approved.payload);
  return insertVipBonus(trx, approved.subjectUserId, award, approved.makerId);
}

/** The sandbox tester's VIP bonus to themself (`POST /api/dev/vip-bonus`): no staff member awarded it. */
export function awardSandboxVipBonus(
  { db }: Pick<BonusesPorts, 'db'>,
  userId: bigint,
  award: VipBonusAward,
): Promise<VipBonus> {
  return inTransaction(db, (trx) => insertVipBonus(trx, userId, award, null));
}

/** `GET /api/vip-bonus`: the player's VIP bonuses not claimed yet, oldest first. */
export async function unclaimedVipBonuses(ports: BonusesPorts, userId: bigint): Promise<VipBonus[]> {
  const rows = await ports.db
    .selectFrom('vip_bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('claimed_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(vipBonusView);
}

/** `POST /api/vip-bonus/:id/claim`: pays one of the player's VIP bonuses, once. */
export function claimVipBonus(
  ports: BonusesPorts,
  request: RequestKey,
  bonusId: bigint,
): Promise<BonusClaimed> {
  return runOnce(ports.db, request, 'bonus:vip', async (trx) => {
    const bonus = await trx
      .selectFrom('vip_bonuses')
      .selectAll()
      .where('id', '=', bonusId)
      .where('user_id', '=', request.userId)
      .where('claimed_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!bonus) throw new AppError('NOT_FOUND', BONUS_TEXTS.vipBonusNone);
    const { scAwards } = await claimAllowance(trx, ports, request.userId, 'promotion');
    await trx.updateTable('vip_bonuses').set({ claimed_at: new Date() }).where('id', '=', bonus.id).execute();
    const answer = await payClaim(trx, ports, {
      userId: request.userId,
      kind: 'vip_bonus',
      gc: bonus.gc,
      sc: bonus.sc,
      scAwards,
      reference: bonus.id.toString(),
      message: BONUS_TEXTS.vipBonusClaimed,
    });
    return { answer };
  });
}
