import { BONUS_TEXTS, type BonusClaimed, formatAmount, type LossbackRecord } from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import type { RequestKey } from '../../http/idempotent-requests';
import { databaseNow } from './bonus-states';
import { type LossbackWeek, lossbackWeek } from './lossback-weeks';
import type { BonusesPorts } from './ports';
import { claimOnTimer } from './timer-claim';

/** A finished week's lossback can be claimed for this long after the week ends. */
const CLAIM_DAYS = 7;

interface WeekRecord {
  week: LossbackWeek;
  netLoss: { GC: bigint; SC: bigint };
  lossback: { GC: bigint; SC: bigint };
  claimed: boolean;
  expiresAt: Date;
  /** Why it cannot be claimed now, or null when it can. */
  refusal: string | null;
}

/**
 * The lossback rule: for each week (Monday 00:00 UTC), LOSSBACK_PERCENT of the net loss per coin
 * (wagers minus payouts of the plays settled that week), when there is one; claimable once the week has
 * ended, for 7 days, once.
 */
async function lossbackRecord(
  executor: Database | Trx,
  ports: BonusesPorts,
  userId: bigint,
  code: string,
): Promise<WeekRecord> {
  const now = await databaseNow(executor);
  const week = lossbackWeek(code, now);
  if (!week) throw new AppError('NOT_FOUND', 'No such lossback week.');
  const { rows } = await sql<{ coin: 'GC' | 'SC'; net: string }>`
    SELECT coin, (sum(wager) - sum(payout))::text AS net FROM bets
     WHERE user_id = ${userId} AND status = 'settled'
       AND settled_at >= ${week.start} AND settled_at < ${week.end}
     GROUP BY coin`.execute(executor);
  const netLoss = { GC: 0n, SC: 0n };
  for (const row of rows) netLoss[row.coin] = BigInt(row.net);
  const rate = BigInt(Math.round(ports.config.LOSSBACK_PERCENT * 100));
  const share = (net: bigint) => (net > 0n ? (net * rate) / 10_000n : 0n);
  const lossback = { GC: share(netLoss.GC), SC: share(netLoss.SC) };
  const claim = await executor
    .selectFrom('bonus_claims')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'lossback')
    .where('reference', '=', week.code)
    .executeTakeFirst();
  const expiresAt = new Date(week.end.getTime() + CLAIM_DAYS * 86_400_000);
  let refusal: string | null = null;
  if (claim) refusal = BONUS_TEXTS.lossbackUsed;
  else if (now < week.end) refusal = BONUS_TEXTS.lossbackNotOver;
  else if (now >= expiresAt) refusal = BONUS_TEXTS.lossbackExpired;
  else if (lossback.GC === 0n && lossback.SC === 0n) refusal = BONUS_TEXTS.lossbackNone;
  return { week, netLoss, lossback, claimed: claim !== undefined, expiresAt, refusal };
}

/** `GET /api/users/{userId}/lossback-records/{code}`: one week's net loss and lossback. */
export async function lossbackStatus(
  ports: BonusesPorts,
  userId: bigint,
  code: string,
): Promise<LossbackRecord> {
  const record = await lossbackRecord(ports.db, ports, userId, code);
  return {
    code: record.week.code,
    week_start: record.week.start.toISOString(),
    week_end: record.week.end.toISOString(),
    expires_at: record.expiresAt.toISOString(),
    net_loss: { gc: formatAmount(record.netLoss.GC), sc: formatAmount(record.netLoss.SC) },
    lossback: { gc: formatAmount(record.lossback.GC), sc: formatAmount(record.lossback.SC) },
    percent: ports.config.LOSSBACK_PERCENT,
    claimed: record.claimed,
    claimable: record.refusal === null,
  };
}

/** `GET /api/users/{userId}/claim/lossback/{code}` (a GET in spec §7, keyed like every claim). */
export function claimLossback(ports: BonusesPorts, request: RequestKey, code: string): Promise<BonusClaimed> {
  const lossback = { call: 'bonus:lossback', allowance: 'promotion', kind: 'lossback' } as const;
  return claimOnTimer(ports, request, lossback, async (trx, _state, scAwards) => {
    const record = await lossbackRecord(trx, ports, request.userId, code);
    if (record.refusal) throw new AppError('CONFLICT', record.refusal);
    // In a GC-only state the SC part is not awarded: a week of SC losses alone gives nothing here.
    if (record.lossback.GC === 0n && !scAwards) throw new AppError('CONFLICT', BONUS_TEXTS.lossbackNone);
    return {
      gc: record.lossback.GC,
      sc: record.lossback.SC,
      reference: record.week.code,
      message: BONUS_TEXTS.lossbackClaimed,
    };
  });
}
