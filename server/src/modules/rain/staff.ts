import { type ApprovalRequested, parseAmount, type Rain, startRainSchema } from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { type RequestKey, runOnce } from '../../http/idempotent-requests';
import { existingRoom } from '../chat';
import { recordStaffAction, refuseOverCap } from '../staff';
import { needsSecondAdmin, requestApproval } from '../staff-approvals';
import type { RainPorts } from './ports';
import { startRain } from './start';
import { rainView } from './view';

type StaffRain = { room_id: string; gc: string; sc: string; reason: string };

/** Starts a staff member's rain and audits it, in the caller's transaction (at once, or once approved). */
async function startStaffRain(
  trx: Trx,
  staffId: bigint,
  form: StaffRain,
  warningSeconds: number,
): Promise<Rain> {
  const row = await startRain(
    trx,
    {
      roomId: form.room_id,
      gc: parseAmount(form.gc) ?? 0n,
      sc: parseAmount(form.sc) ?? 0n,
      slot: null,
      startedBy: staffId,
      reason: form.reason,
    },
    warningSeconds,
  );
  if (!row) throw new Error('a staff rain has no slot to collide on');
  const rain = rainView(row);
  await recordStaffAction(trx, {
    staffId,
    action: 'chat.rain',
    subjectType: 'chat_rain',
    subjectId: row.id,
    after: rain,
    reason: form.reason,
  });
  return rain;
}

/**
 * `POST /api/admin/chat/rains` (`chat.rain`): staff start a rain, as every coin staff create: refused
 * (422) above `STAFF_CAP_RAIN_*`, waiting for a second admin (202) above the maker-checker threshold,
 * audited, once per Idempotency-Key. The pot is the most it can give: what does not divide stays.
 */
export function staffStartsRain(
  ports: RainPorts,
  request: RequestKey,
  form: StaffRain,
): Promise<Rain | ApprovalRequested> {
  const amounts = { gc: parseAmount(form.gc) ?? 0n, sc: parseAmount(form.sc) ?? 0n };
  refuseOverCap(ports.config, { action: 'rain', coin: 'GC', amount: amounts.gc, field: 'gc' });
  refuseOverCap(ports.config, { action: 'rain', coin: 'SC', amount: amounts.sc, field: 'sc' });
  return runOnce<Rain | ApprovalRequested>(ports.db, request, 'admin:chat-rain', async (trx) => {
    await existingRoom(trx, form.room_id);
    if (needsSecondAdmin(ports.config, amounts))
      return {
        answer: await requestApproval(trx, {
          kind: 'rain',
          makerId: request.userId,
          subjectUserId: null,
          ...amounts,
          payload: { ...form },
        }),
      };
    return { answer: await startStaffRain(trx, request.userId, form, ports.config.RAIN_WARNING_SECONDS) };
  });
}

/** Maker-checker's applier: starts an approved rain as its maker asked; answers it for the checker's audit row. */
export function applyApprovedRain(ports: RainPorts) {
  return (trx: Trx, approved: { makerId: bigint; payload: Record<string, unknown> }): Promise<Rain> =>
    startStaffRain(
      trx,
      approved.makerId,
      startRainSchema.parse(approved.payload),
      ports.config.RAIN_WARNING_SECONDS,
    );
}
