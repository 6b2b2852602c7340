import {
  BONUS_TEXTS,
  type BonusClaimed,
  formatAmount,
  parseAmount,
  VIP_BONUS_EVENT,
  type VipBonus,
} from '@casino/contract';
import type { Selectable } from 'kysely';
import type { VipBonusesTable } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../http/errors';
import { type RequestKey, runOnce } from '../../http/idempotent-requests';
import { enqueueEvent } from '../../realtime/event-outbox';
import { claimAllowance, payClaim } from './claims';

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

/**
 * `POST /api/admin/users/:id/vip-bonus`: staff award a VIP bonus; the player's open tabs hear it once
 * it has committed (spec §4: the web app stores it and goes to /vip-bonus).
 */
export async function awardVipBonus(
  deps: Deps,
  staffId: bigint,
  userId: bigint,
  award: { reward_type: string; gc: string; sc: string },
): Promise<VipBonus> {
  return inTransaction(deps.db, async (trx) => {
    const player = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!player) throw new AppError('NOT_FOUND', 'No such player.');
    const row = await trx
      .insertInto('vip_bonuses')
      .values({
        user_id: userId,
        reward_type: award.reward_type,
        gc: parseAmount(award.gc) ?? 0n,
        sc: parseAmount(award.sc) ?? 0n,
        awarded_by: staffId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const view = vipBonusView(row);
    await enqueueEvent(trx, `App.User.${userId}`, VIP_BONUS_EVENT, view);
    return view;
  });
}

/** `GET /api/vip-bonus`: the player's VIP bonuses not claimed yet, oldest first. */
export async function unclaimedVipBonuses(deps: Deps, userId: bigint): Promise<VipBonus[]> {
  const rows = await deps.db
    .selectFrom('vip_bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('claimed_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(vipBonusView);
}

/** `POST /api/vip-bonus/:id/claim`: pays one of the player's VIP bonuses, once. */
export function claimVipBonus(deps: Deps, request: RequestKey, bonusId: bigint): Promise<BonusClaimed> {
  return runOnce(deps.db, request, 'bonus:vip', async (trx) => {
    const bonus = await trx
      .selectFrom('vip_bonuses')
      .selectAll()
      .where('id', '=', bonusId)
      .where('user_id', '=', request.userId)
      .where('claimed_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!bonus) throw new AppError('NOT_FOUND', BONUS_TEXTS.vipBonusNone);
    const { scAwards } = await claimAllowance(trx, deps, request.userId, 'promotion');
    await trx.updateTable('vip_bonuses').set({ claimed_at: new Date() }).where('id', '=', bonus.id).execute();
    const answer = await payClaim(trx, deps, {
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
