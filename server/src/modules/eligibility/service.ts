import {
  type Coin,
  type LocationAction,
  RESPONSIBLE_PLAY_TEXTS,
  type StateRuleKind,
  shownAmount,
} from '@casino/contract';
import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { playGateRefusal } from './player-gate';
import type { IdentityStatus, PurchaseTotals } from './ports';
import { locationRefusal, restrictionRefusal } from './refusals';
import { latestLocationCheck, playRestrictions, purchaseLimitsInForce } from './repository';

type Executor = Database | Trx;

/** A bonus a player claims: the daily bonus and top-up also need a verified identity (spec §5). */
export type ClaimKind = 'daily_bonus' | 'top_up' | 'reload' | 'promotion';

/** What an allowed purchase or claim may award: no Sweeps Coins in a GC-only state. */
export interface Allowance {
  scAwards: boolean;
}

/** Spec §5: a purchase over 500 USD needs a verified identity. */
const VERIFIED_PURCHASE_OVER_CENTS = 50_000n;
const WINDOW_DAYS = { day: 1, week: 7, month: 30 } as const;
const AWARDING: readonly StateRuleKind[] = ['allowed', 'gc_only'];
const REDEEMING: readonly StateRuleKind[] = ['allowed', 'gc_only', 'redeem_only'];

/**
 * The one place that says whether a player may play, purchase, claim or redeem. It composes where
 * the player is (their latest location check and the state rules it was judged by), their break,
 * self-exclusion and limits, and their identity; a refusal is an AppError in the spec's words and the
 * caller changes nothing. Plays are asked of the database's gate (migration 16) in the caller's
 * transaction, the same rule the instant-play batch applies.
 */
export class Eligibility {
  constructor(
    private readonly config: Pick<
      Config,
      'RADAR_ENABLE_PURCHASE' | 'RADAR_ENABLE_DAILY_BONUS' | 'VERIFICATION_TOTAL_PURCHASES_USD'
    >,
    private readonly identity: IdentityStatus,
    private readonly purchases: PurchaseTotals,
  ) {}

  /** Refuses a play of any house game (in the caller's transaction) that a gate refuses. */
  async play(trx: Trx, userId: bigint, coin: Coin, wager: bigint): Promise<void> {
    const refusal = await playGateRefusal(trx, userId, coin, wager);
    if (refusal) throw await this.playRefusal(trx, userId, refusal);
  }

  /** Why the gate refused a play the instant-play batch answered 'gated' for. */
  async refusedPlay(db: Database, userId: bigint, coin: Coin, wager: bigint): Promise<AppError> {
    const refusal = await playGateRefusal(db, userId, coin, wager);
    // The gate opened between the batch and this question (a check arrived): the player tries again.
    if (!refusal) return new AppError('CONFLICT', 'Your play was not placed. Please try again.');
    return this.playRefusal(db, userId, refusal);
  }

  /** May the player buy this bundle (USD cents)? A GC-only state buys Gold Coins without the free SC. */
  async purchase(executor: Executor, userId: bigint, cents: bigint): Promise<Allowance> {
    await this.refuseRestricted(executor, userId);
    const allowance = this.config.RADAR_ENABLE_PURCHASE
      ? await this.located(executor, userId, 'purchase', AWARDING)
      : { scAwards: true };
    for (const limit of await purchaseLimitsInForce(executor, userId)) {
      if (limit.amount === null) continue;
      const since = new Date(Date.now() - WINDOW_DAYS[limit.period] * 86_400_000);
      const spent = await this.purchases.spentSince(executor, userId, since);
      if (spent + cents > limit.amount)
        throw new AppError('LIMIT_REACHED', RESPONSIBLE_PLAY_TEXTS.purchaseLimit, {
          amount: [
            `${RESPONSIBLE_PLAY_TEXTS.purchaseLimit} (${shownAmount(limit.amount)} USD a ${limit.period})`,
          ],
        });
    }
    const overThreshold =
      cents > VERIFIED_PURCHASE_OVER_CENTS ||
      (await this.purchases.total(executor, userId)) + cents >
        BigInt(this.config.VERIFICATION_TOTAL_PURCHASES_USD) * 100n;
    if (overThreshold) await this.refuseUnverified(executor, userId);
    return allowance;
  }

  /** May the player claim this bonus? A GC-only state claims without the Sweeps Coins part. */
  async claim(executor: Executor, userId: bigint, kind: ClaimKind): Promise<Allowance> {
    await this.refuseRestricted(executor, userId);
    if (kind === 'daily_bonus' || kind === 'top_up') await this.refuseUnverified(executor, userId);
    if (kind === 'daily_bonus' && !this.config.RADAR_ENABLE_DAILY_BONUS) return { scAwards: true };
    return this.located(executor, userId, 'claim', AWARDING);
  }

  /**
   * May the player redeem Sweeps Coins? A break or self-exclusion does not hold back their prizes; a
   * verified identity and a fresh passed check outside a blocked state are required.
   */
  async redeem(executor: Executor, userId: bigint): Promise<void> {
    await this.refuseUnverified(executor, userId);
    await this.located(executor, userId, 'redemption', REDEEMING);
  }

  private async playRefusal(executor: Executor, userId: bigint, refusal: string): Promise<AppError> {
    switch (refusal) {
      case 'restricted':
        return (
          restrictionRefusal(await playRestrictions(executor, userId), await databaseNow(executor)) ??
          new AppError('PLAY_RESTRICTED', RESPONSIBLE_PLAY_TEXTS.selfExcluded)
        );
      case 'location':
        return (
          locationRefusal(
            await latestLocationCheck(executor, userId),
            'play',
            ['allowed'],
            await databaseNow(executor),
          ) ?? new AppError('LOCATION_REQUIRED', 'Location services must be enabled to process the play.')
        );
      case 'loss_limit':
        return new AppError('LIMIT_REACHED', RESPONSIBLE_PLAY_TEXTS.lossLimit);
      default:
        return new AppError('LIMIT_REACHED', RESPONSIBLE_PLAY_TEXTS.sessionLimit);
    }
  }

  private async refuseRestricted(executor: Executor, userId: bigint): Promise<void> {
    const refusal = restrictionRefusal(await playRestrictions(executor, userId), await databaseNow(executor));
    if (refusal) throw refusal;
  }

  private async located(
    executor: Executor,
    userId: bigint,
    action: LocationAction,
    rules: readonly StateRuleKind[],
  ): Promise<Allowance> {
    const check = await latestLocationCheck(executor, userId);
    const refusal = locationRefusal(check, action, rules, await databaseNow(executor));
    if (refusal) throw refusal;
    return { scAwards: check?.rule === 'allowed' };
  }

  private async refuseUnverified(executor: Executor, userId: bigint): Promise<void> {
    if (!(await this.identity.isVerified(executor, userId)))
      throw new AppError('VERIFICATION_REQUIRED', 'Please verify your identity to continue.');
  }
}

/** The database's clock: the gate's times were written by it, so they are compared on it. */
async function databaseNow(executor: Executor): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(executor);
  return (rows[0] as { now: Date }).now;
}
