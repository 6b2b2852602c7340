import { BONUS_TEXTS, type BonusClaimed, formatAmount } from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { BonusClaimKind, BonusStatesTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { identityRequirement } from '../identity';
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
 * balance queued for their open tabs. Answers what the web app shows.
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
  return {
    success: true,
    message: payment.message,
    gc: formatAmount(payment.gc),
    sc: formatAmount(sc),
    balance,
  };
}

type StateKind = BonusStatesTable['kind'];

/** A player's timer row for one kind of bonus, as last written (undefined before the first claim). */
export function bonusState(executor: Database | Trx, userId: bigint, kind: StateKind) {
  return executor
    .selectFrom('bonus_states')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/**
 * Takes the player's row for this kind of bonus FOR UPDATE (creating it first), so that claims of one
 * kind by one player run one at a time: the second reads what the first wrote, on any instance.
 */
export async function lockBonusState(trx: Trx, userId: bigint, kind: StateKind) {
  await trx
    .insertInto('bonus_states')
    .values({ user_id: userId, kind })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
  return trx
    .selectFrom('bonus_states')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The database's clock: claim times are written by it, so countdowns are measured on it. */
export async function databaseNow(executor: Database | Trx): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(executor);
  return (rows[0] as { now: Date }).now;
}
