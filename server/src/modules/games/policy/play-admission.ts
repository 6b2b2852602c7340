import type { Coin } from '@casino/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { Trx } from '../../../db/transaction';
import type { AppError } from '../../../http/errors';
import type { PlayEligibility } from '../ports';
import { type LimitReason, type PlayPolicy, refusalError } from './play-policy';

/**
 * The most a play can pay, for the max-payout limit: a multiplier of the wager (exact, as the database
 * compares it in numeric), or a payout already computed by the game's own rounding.
 */
export type BestCase = { multiplier: number } | { payout: bigint };

/** Why the database's `play_refusal` refuses a play: a gate (the eligibility module says which) or a limit. */
export type AdmissionRefusal = 'gated' | LimitReason;

/** The best case as `play_refusal` and `wager_limit_refusal` take it: null when the play has no cap yet. */
export function bestPayout(wager: bigint, best: BestCase | null): RawBuilder<string | null> {
  if (!best) return sql`NULL::numeric`;
  if ('payout' in best) return sql`${best.payout}::numeric`;
  return sql`${wager}::bigint * ${best.multiplier.toString()}::numeric`;
}

/**
 * Admits the plays of every house game. The rule is the database's (db/functions/play_refusal.sql: the
 * player's gate, then the house's limits): instant plays meet it in the ledger's batch, step games,
 * crash and duels ask it here, in the transaction that takes the wager. Either way a refusal is answered
 * here, in the spec's words.
 */
export class PlayAdmission {
  private readonly limits: readonly string[];

  constructor(
    private readonly policy: PlayPolicy,
    private readonly eligibility: PlayEligibility,
  ) {
    this.limits = policy.postingRules().limits;
  }

  /**
   * Admits a play of `wager` in the player's coin in one round trip, or throws why not; returns the coin.
   * Funds are the ledger's to refuse when the wager is taken.
   */
  async admit(trx: Trx, userId: bigint, wager: bigint, best: BestCase | null): Promise<Coin> {
    const { rows } = await sql<{ coin: Coin; refusal: AdmissionRefusal | null }>`
      SELECT u.game_mode AS coin,
             play_refusal(u.id, u.game_mode, ${wager}::bigint, ${bestPayout(wager, best)}, ${this.limits}::bigint[])
               AS refusal
        FROM users u WHERE u.id = ${userId}`.execute(trx);
    const admitted = rows[0];
    if (!admitted) throw new Error(`play admission: player ${userId} not found`);
    if (admitted.refusal) throw await this.refusal(trx, userId, admitted.refusal, admitted.coin, wager);
    return admitted.coin;
  }

  /**
   * Admits more stake on a play already admitted (a double or split, a duel's second side): it passes the
   * player's gate as a new play would; the limits judged the play when it began.
   */
  async stake(trx: Trx, userId: bigint, coin: Coin, amount: bigint): Promise<void> {
    await this.eligibility.play(trx, userId, coin, amount);
  }

  /** The error for a play the rule refused, wherever it was asked. */
  async refusal(
    executor: Database | Trx,
    userId: bigint,
    refusal: AdmissionRefusal,
    coin: Coin,
    wager: bigint,
  ): Promise<AppError> {
    if (refusal === 'gated') return this.eligibility.refusedPlay(executor, userId, coin, wager);
    return refusalError(this.policy.refused(refusal, coin));
  }
}
