import { BONUS_TEXTS, type BonusClaimed, coinsText, formatAmount } from '@casino/contract';
import type { BonusClaimKind } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { identityRequirement } from '../identity';
import { notify } from '../notifications';
import { announceBalance } from '../users';
import type { BonusesPorts, ClaimKind } from './ports';

/**
 * May the player claim now? Email verified (spec §5: bonus, top-up), then the eligibility gate: no
 * break or self-exclusion, a verified identity for the daily bonus and top-up, and the location check.
 * Answers whether Sweeps Coins may be awarded (not in a GC-only state). Changes nothing.
 */
export async function claimAllowance(
  trx: Trx,
  ports: BonusesPorts,
  userId: bigint,
  kind: ClaimKind,
): Promise<{ scAwards: boolean }> {
  if (!(await identityRequirement(trx, userId)).emailVerified)
    throw new AppError('FORBIDDEN', BONUS_TEXTS.emailUnverified);
  return ports.eligibility.claim(trx, userId, kind);
}

/** What one claim pays and why; `sc` is dropped when the state awards no Sweeps Coins. */
export interface ClaimPayment {
  userId: bigint;
  kind: BonusClaimKind;
  gc: bigint;
  sc: bigint;
  scAwards: boolean;
  message: string;
  stage?: number;
  reference?: string;
}

/**
 * Records the claim and pays it in the caller's transaction: the `bonus_claims` row, then the ledger
 * transfers keyed by that row (so the same claim can never be paid twice), then the player's new
 * balance queued for their open tabs and the credit in their inbox. Answers what the web app shows.
 */
export async function payClaim(trx: Trx, ports: BonusesPorts, payment: ClaimPayment): Promise<BonusClaimed> {
  const sc = payment.scAwards ? payment.sc : 0n;
  const claim = await trx
    .insertInto('bonus_claims')
    .values({
      user_id: payment.userId,
      kind: payment.kind,
      gc: payment.gc,
      sc,
      stage: payment.stage ?? null,
      reference: payment.reference ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ports.ledger.grantBonusClaim(trx, {
    key: `bonus-claim:${claim.id}`,
    kind: payment.kind,
    userId: payment.userId,
    gc: payment.gc,
    sc,
    referenceType: 'bonus_claim',
    referenceId: claim.id.toString(),
  });
  const balance = await announceBalance(trx, ports.ledger, payment.userId);
  const gc = formatAmount(payment.gc);
  await notify(trx, payment.userId, {
    kind: 'bonus-credited',
    title: payment.message,
    body: `${coinsText(gc, formatAmount(sc))} added to your balance.`,
    link: '/transactions/bonuses',
    payload: { claim_id: claim.id.toString(), bonus: payment.kind, gc, sc: formatAmount(sc) },
  });
  return { success: true, message: payment.message, gc, sc: formatAmount(sc), balance };
}
