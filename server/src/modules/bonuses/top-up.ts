import { BONUS_TEXTS, type BonusClaimed, parseAmount, TOP_UP, type TopUpStatus } from '@casino/contract';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import type { RequestKey } from '../../http/idempotent-requests';
import { bonusState, databaseNow } from './bonus-states';
import { differenceUntil, stillAhead } from './countdown';
import type { BonusesPorts } from './ports';
import { claimOnTimer } from './timer-claim';

const TOP_UP_GC = parseAmount(TOP_UP.gc) ?? 0n;
const UNDER_GC = parseAmount(TOP_UP.under) ?? 0n;
const EVERY_MS = TOP_UP.everyMinutes * 60_000;

function nextTopUpAt(lastClaimedAt: Date | null | undefined, now: Date): Date | null {
  return stillAhead(lastClaimedAt ? new Date(lastClaimedAt.getTime() + EVERY_MS) : null, now);
}

async function gcBalance(executor: Database | Trx, ports: BonusesPorts, userId: bigint): Promise<bigint> {
  return (await ports.ledger.playerAccounts(executor, userId)).gc.balance;
}

/** `GET /api/getlastgctopup`: the countdown since the last top-up (spec §3) and whether one can be claimed. */
export async function topUpStatus(ports: BonusesPorts, userId: bigint): Promise<TopUpStatus> {
  const [state, now, gc] = await Promise.all([
    bonusState(ports.db, userId, 'top_up'),
    databaseNow(ports.db),
    gcBalance(ports.db, ports, userId),
  ]);
  const next = nextTopUpAt(state?.last_claimed_at, now);
  return {
    difference: differenceUntil(next, now),
    next_claim_at: next?.toISOString() ?? null,
    claimable: !next && gc < UNDER_GC,
    gc: TOP_UP.gc,
    under: TOP_UP.under,
  };
}

/** `POST /api/claimgctopup`: 1,000 GC when the GC balance is under 10, at most every 4 minutes (spec §9). */
export function claimTopUp(ports: BonusesPorts, request: RequestKey): Promise<BonusClaimed> {
  const topUp = { call: 'bonus:top-up', allowance: 'top_up', kind: 'top_up' } as const;
  return claimOnTimer(ports, request, topUp, async (trx, state) => {
    const now = await databaseNow(trx);
    if (nextTopUpAt(state.last_claimed_at, now)) throw new AppError('CONFLICT', BONUS_TEXTS.topUpNotReady);
    if ((await gcBalance(trx, ports, request.userId)) >= UNDER_GC)
      throw new AppError('CONFLICT', BONUS_TEXTS.topUpBalanceTooHigh);
    return { gc: TOP_UP_GC, sc: 0n, message: BONUS_TEXTS.topUpClaimed };
  });
}
