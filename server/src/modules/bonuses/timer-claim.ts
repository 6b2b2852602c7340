import type { BonusClaimed } from '@casino/contract';
import type { BonusStatesTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import { type RequestKey, runOnce } from '../../http/idempotent-requests';
import { lockBonusState, markBonusClaimed } from './bonus-states';
import { type ClaimPayment, claimAllowance, payClaim } from './claims';
import type { BonusesPorts, ClaimKind } from './ports';

/** The player's timer row for one kind of bonus, locked for the claim. */
export type LockedBonusState = Awaited<ReturnType<typeof lockBonusState>>;

/** What a kind's rule decides to pay, and what else its timer row moves forward (streak, watermark). */
export type TimerClaimPayment = Omit<ClaimPayment, 'userId' | 'kind' | 'scAwards'> & {
  progress?: { streak?: number; last_bet_id?: bigint };
};

/** Which bonus is claimed: its idempotency call, what the eligibility gate is asked, and its timer row. */
export interface TimerClaimKind {
  call: string;
  allowance: ClaimKind;
  kind: BonusStatesTable['kind'];
}

/**
 * One claim of a bonus kept on a timer row (daily bonus, top-up, reload, rakeback, lossback), keyed by the
 * request so a retry pays nothing twice. May the player claim; then their row of this kind is locked, so of
 * many claims at once (any instance) one pays and the rest read what it wrote; the kind's rule decides
 * what is due (throwing when nothing is); the row is marked claimed on the database's clock and the claim
 * is paid, all in one transaction.
 */
export function claimOnTimer(
  ports: BonusesPorts,
  request: RequestKey,
  claim: TimerClaimKind,
  decide: (trx: Trx, state: LockedBonusState, scAwards: boolean) => Promise<TimerClaimPayment>,
): Promise<BonusClaimed> {
  return runOnce(ports.db, request, claim.call, async (trx) => {
    const { userId } = request;
    const { scAwards } = await claimAllowance(trx, ports, userId, claim.allowance);
    const state = await lockBonusState(trx, userId, claim.kind);
    const { progress, ...payment } = await decide(trx, state, scAwards);
    await markBonusClaimed(trx, userId, claim.kind, progress);
    const answer = await payClaim(trx, ports, { ...payment, userId, kind: claim.kind, scAwards });
    return { answer };
  });
}
