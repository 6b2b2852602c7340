import { BONUS_TEXTS, type BonusClaimed, formatAmount, type ReloadStatus } from '@casino/contract';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import type { RequestKey } from '../../http/idempotent-requests';
import { bonusState, databaseNow } from './bonus-states';
import type { BonusesPorts, ReloadablePurchase } from './ports';
import { claimOnTimer } from './timer-claim';

const HOUR_MS = 3_600_000;
/** Spec §9: a bundle gives 10,000 GC per dollar (100 GC, 10,000 minor units, per cent) and 1 SC per dollar. */
const GC_MINOR_PER_CENT = 10_000n;
const SC_MINOR_PER_CENT = 1n;

interface ReloadOffer {
  purchase: ReloadablePurchase | null;
  gc: bigint;
  sc: bigint;
  /** When the cooldown after the last reload ends, if it has not. */
  cooldownUntil: Date | null;
  /** When the purchase's reload window closes. */
  closesAt: Date | null;
}

/**
 * The reload rule: within RELOAD_WINDOW_HOURS of a completed purchase the player may claim back
 * RELOAD_PERCENT of the GC and free SC that purchase's bundle price gives (10,000 GC and 1 SC per
 * dollar), once per purchase, and at most one reload per RELOAD_COOLDOWN_HOURS.
 */
async function reloadOffer(
  executor: Database | Trx,
  ports: BonusesPorts,
  userId: bigint,
  lastClaimedAt: Date | null | undefined,
  now: Date,
): Promise<ReloadOffer> {
  const { RELOAD_PERCENT, RELOAD_WINDOW_HOURS, RELOAD_COOLDOWN_HOURS } = ports.config;
  const cooldownEnds = lastClaimedAt
    ? new Date(lastClaimedAt.getTime() + RELOAD_COOLDOWN_HOURS * HOUR_MS)
    : null;
  const cooldownUntil = cooldownEnds && cooldownEnds > now ? cooldownEnds : null;
  const since = new Date(now.getTime() - RELOAD_WINDOW_HOURS * HOUR_MS);
  let purchase = await ports.reloadBasis.latestPurchase(executor, userId, since);
  if (purchase && (await reloaded(executor, userId, purchase.id))) purchase = null;
  const percent = BigInt(RELOAD_PERCENT);
  return {
    purchase,
    gc: purchase ? (purchase.cents * GC_MINOR_PER_CENT * percent) / 100n : 0n,
    sc: purchase ? (purchase.cents * SC_MINOR_PER_CENT * percent) / 100n : 0n,
    cooldownUntil,
    closesAt: purchase ? new Date(purchase.completedAt.getTime() + RELOAD_WINDOW_HOURS * HOUR_MS) : null,
  };
}

async function reloaded(executor: Database | Trx, userId: bigint, purchaseId: string): Promise<boolean> {
  const row = await executor
    .selectFrom('bonus_claims')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'reload')
    .where('reference', '=', purchaseId)
    .executeTakeFirst();
  return row !== undefined;
}

const secondsUntil = (at: Date | null, now: Date) =>
  at ? Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000)) : 0;

/** `GET /api/reload/get-status`: spec §3's reload status. */
export async function reloadStatus(ports: BonusesPorts, userId: bigint): Promise<ReloadStatus> {
  const [state, now] = await Promise.all([bonusState(ports.db, userId, 'reload'), databaseNow(ports.db)]);
  const offer = await reloadOffer(ports.db, ports, userId, state?.last_claimed_at, now);
  const available = offer.purchase !== null && offer.gc + offer.sc > 0n;
  return {
    reload: available && !offer.cooldownUntil,
    cooldown: offer.cooldownUntil !== null,
    timer: secondsUntil(offer.cooldownUntil ?? (available ? offer.closesAt : null), now),
    amount: formatAmount(available ? offer.gc : 0n),
    sc: formatAmount(available ? offer.sc : 0n),
  };
}

/** `POST /api/reload/claim`: pays the reload of the latest purchase when there is one and no cooldown. */
export function claimReload(ports: BonusesPorts, request: RequestKey): Promise<BonusClaimed> {
  const reload = { call: 'bonus:reload', allowance: 'reload', kind: 'reload' } as const;
  return claimOnTimer(ports, request, reload, async (trx, state) => {
    const now = await databaseNow(trx);
    const offer = await reloadOffer(trx, ports, request.userId, state.last_claimed_at, now);
    if (!offer.purchase || offer.cooldownUntil || offer.gc + offer.sc === 0n)
      throw new AppError('CONFLICT', BONUS_TEXTS.reloadUnavailable);
    return { gc: offer.gc, sc: offer.sc, reference: offer.purchase.id, message: BONUS_TEXTS.reloadClaimed };
  });
}
