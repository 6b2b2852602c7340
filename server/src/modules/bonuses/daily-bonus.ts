import {
  BONUS_TEXTS,
  type BonusClaimed,
  DAILY_BONUS_LADDER,
  type DailyBonusStatus,
  formatAmount,
} from '@casino/contract';
import { AppError } from '../../http/errors';
import type { RequestKey } from '../../http/idempotent-requests';
import { bonusState, databaseNow } from './bonus-states';
import { differenceUntil } from './countdown';
import { nextDailyBonus } from './daily-ladder';
import type { BonusesPorts } from './ports';
import { claimOnTimer } from './timer-claim';

/** `GET /api/hourly-bonus`: the next day of the streak, what it gives and the countdown to it. */
export async function dailyBonusStatus(ports: BonusesPorts, userId: bigint): Promise<DailyBonusStatus> {
  const [state, now] = await Promise.all([
    bonusState(ports.db, userId, 'daily_bonus'),
    databaseNow(ports.db),
  ]);
  const next = nextDailyBonus(state && { claimedAt: state.last_claimed_at, streak: state.streak }, now);
  return {
    possible_claim: { stage: next.stage, gc: formatAmount(next.gc), sc: formatAmount(next.sc) },
    difference: differenceUntil(next.availableAt, now),
    next_claim_at: next.availableAt?.toISOString() ?? null,
    streak: next.stage === 1 && !next.availableAt ? 0 : (state?.streak ?? 0),
    ladder: DAILY_BONUS_LADDER.map((step) => ({ ...step })),
  };
}

/**
 * `POST /api/hourly-bonus`: pays the next day of the ladder once the countdown is over. The player's
 * daily-bonus row is locked first, so of many claims at once (any instance) one pays and the rest find
 * the countdown running again.
 */
export function claimDailyBonus(ports: BonusesPorts, request: RequestKey): Promise<BonusClaimed> {
  const daily = { call: 'bonus:daily', allowance: 'daily_bonus', kind: 'daily_bonus' } as const;
  return claimOnTimer(ports, request, daily, async (trx, state) => {
    const now = await databaseNow(trx);
    const next = nextDailyBonus({ claimedAt: state.last_claimed_at, streak: state.streak }, now);
    if (next.availableAt) throw new AppError('CONFLICT', BONUS_TEXTS.dailyNotReady);
    return {
      gc: next.gc,
      sc: next.sc,
      stage: next.stage,
      message: BONUS_TEXTS.dailyClaimed,
      progress: { streak: next.stage },
    };
  });
}
