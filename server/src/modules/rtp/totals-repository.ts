import type { Coin } from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { MinuteIncrement } from './round-tally';

/**
 * Measured RTP's tables (migration 35). `rtp_totals` holds exact sums over the settled bets before
 * `rtp_reconciled.through`; `rtp_recent` holds what the instances heard since, per minute. Their sum is
 * the measured figure; the two never overlap because the `through` row orders every flush against every
 * reconcile: a flush holds it FOR SHARE and writes only minutes at or after it, a reconcile holds it FOR
 * UPDATE while it recounts minutes from `bets`, drops their buckets and moves it on.
 */

/** Adds increments to their minutes; those a reconcile has already recounted from `bets` are dropped. */
export async function addRecent(db: Database, increments: readonly MinuteIncrement[]): Promise<void> {
  if (increments.length === 0) return;
  const column = <K extends keyof MinuteIncrement>(key: K) =>
    increments.map((i) => (i[key] instanceof Date ? (i[key] as Date).toISOString() : String(i[key])));
  await sql`
    WITH reconciled AS (SELECT through FROM rtp_reconciled FOR SHARE)
    INSERT INTO rtp_recent AS r (game, coin, minute, rounds, free_rounds, wager, payout, free_payout,
                                 wager_squared, payout_squared, wager_payout)
    SELECT i.game, i.coin, i.minute, i.rounds, i.free_rounds, i.wager, i.payout, i.free_payout,
           i.wager_squared, i.payout_squared, i.wager_payout
      FROM unnest(${column('game')}::text[], ${column('coin')}::text[], ${column('minute')}::timestamptz[],
                  ${column('rounds')}::bigint[], ${column('freeRounds')}::bigint[], ${column('wager')}::numeric[],
                  ${column('payout')}::numeric[], ${column('freePayout')}::numeric[],
                  ${column('wagerSquared')}::numeric[], ${column('payoutSquared')}::numeric[],
                  ${column('wagerPayout')}::numeric[])
           AS i(game, coin, minute, rounds, free_rounds, wager, payout, free_payout, wager_squared,
                payout_squared, wager_payout),
           reconciled
     WHERE i.minute >= reconciled.through
    ON CONFLICT (game, coin, minute) DO UPDATE SET
      rounds = r.rounds + excluded.rounds,
      free_rounds = r.free_rounds + excluded.free_rounds,
      wager = r.wager + excluded.wager,
      payout = r.payout + excluded.payout,
      free_payout = r.free_payout + excluded.free_payout,
      wager_squared = r.wager_squared + excluded.wager_squared,
      payout_squared = r.payout_squared + excluded.payout_squared,
      wager_payout = r.wager_payout + excluded.wager_payout`.execute(db);
}

export interface ReconcileOptions {
  /**
   * How far behind now the recount stops (to a whole minute): longer than any play's transaction takes
   * from stamping `settled_at` to committing, so no round lands behind the line after it was drawn.
   */
  lagMs: number;
  /** Recount everything from the first bet (a first start, or a repair) instead of from `through`. */
  rebuild?: boolean;
  /** Wait for another instance's reconcile instead of leaving the work to it. */
  wait?: boolean;
}

/**
 * Recounts the minutes from `through` to the line `lagMs` behind now from `bets` into `rtp_totals`,
 * drops those minutes' flushed buckets and moves `through` on, in one transaction. One instance at a
 * time: the others skip (or, with `wait`, queue). Answers whether it ran.
 */
export async function reconcile(db: Database, options: ReconcileOptions): Promise<boolean> {
  // now() is the transaction's start: the same line in every statement below.
  const line = sql`date_trunc('minute', now() - ${`${options.lagMs} milliseconds`}::interval)`;
  return db.transaction().execute(async (trx) => {
    const lock = options.wait ? sql`FOR UPDATE` : sql`FOR UPDATE SKIP LOCKED`;
    const { rows } = await sql<{ due: boolean }>`
      SELECT ${line} > through AS due FROM rtp_reconciled ${lock}`.execute(trx);
    const locked = rows[0];
    if (!locked || !(locked.due || options.rebuild)) return false;
    if (options.rebuild) await sql`DELETE FROM rtp_totals`.execute(trx);
    const from = options.rebuild ? sql`` : sql`AND settled_at >= (SELECT through FROM rtp_reconciled)`;
    await sql`
      INSERT INTO rtp_totals AS t (game, coin, rounds, free_rounds, wager, payout, free_payout,
                                   wager_squared, payout_squared, wager_payout)
      SELECT game, coin,
             count(*) FILTER (WHERE wager > 0),
             count(*) FILTER (WHERE wager = 0),
             coalesce(sum(wager), 0),
             coalesce(sum(payout) FILTER (WHERE wager > 0), 0),
             coalesce(sum(payout) FILTER (WHERE wager = 0), 0),
             coalesce(sum(wager::numeric * wager), 0),
             coalesce(sum(payout::numeric * payout) FILTER (WHERE wager > 0), 0),
             coalesce(sum(wager::numeric * payout), 0)
        FROM bets
       WHERE status = 'settled' AND settled_at < ${line} ${from}
       GROUP BY game, coin
      ON CONFLICT (game, coin) DO UPDATE SET
        rounds = t.rounds + excluded.rounds,
        free_rounds = t.free_rounds + excluded.free_rounds,
        wager = t.wager + excluded.wager,
        payout = t.payout + excluded.payout,
        free_payout = t.free_payout + excluded.free_payout,
        wager_squared = t.wager_squared + excluded.wager_squared,
        payout_squared = t.payout_squared + excluded.payout_squared,
        wager_payout = t.wager_payout + excluded.wager_payout`.execute(trx);
    await sql`DELETE FROM rtp_recent WHERE minute < ${line}`.execute(trx);
    await sql`UPDATE rtp_reconciled SET through = ${line}`.execute(trx);
    return true;
  });
}

/** One game's measured sums of one coin: the reconciled totals plus the recent minutes. */
export interface MeasuredSums {
  game: string;
  coin: Coin;
  rounds: bigint;
  freeRounds: bigint;
  wager: bigint;
  payout: bigint;
  freePayout: bigint;
  wagerSquared: bigint;
  payoutSquared: bigint;
  wagerPayout: bigint;
}

/**
 * Every game's measured sums (or those of `games`), read in one statement so a reconcile moving sums
 * from the recent minutes to the totals is seen wholly before or wholly after.
 */
export async function measuredSums(db: Database, games?: readonly string[]): Promise<MeasuredSums[]> {
  const only = games ? sql`WHERE game = ANY(${[...games]}::text[])` : sql``;
  const { rows } = await sql<Record<string, string>>`
    SELECT game, coin, sum(rounds)::text AS rounds, sum(free_rounds)::text AS free_rounds,
           sum(wager)::text AS wager, sum(payout)::text AS payout, sum(free_payout)::text AS free_payout,
           sum(wager_squared)::text AS wager_squared, sum(payout_squared)::text AS payout_squared,
           sum(wager_payout)::text AS wager_payout
      FROM (SELECT game, coin, rounds, free_rounds, wager, payout, free_payout, wager_squared,
                   payout_squared, wager_payout FROM rtp_totals
            UNION ALL
            SELECT game, coin, rounds, free_rounds, wager, payout, free_payout, wager_squared,
                   payout_squared, wager_payout FROM rtp_recent) AS sums
      ${only}
     GROUP BY game, coin`.execute(db);
  return rows.map((row) => ({
    game: row.game as string,
    coin: row.coin as Coin,
    rounds: BigInt(row.rounds as string),
    freeRounds: BigInt(row.free_rounds as string),
    wager: BigInt(row.wager as string),
    payout: BigInt(row.payout as string),
    freePayout: BigInt(row.free_payout as string),
    wagerSquared: BigInt(row.wager_squared as string),
    payoutSquared: BigInt(row.payout_squared as string),
    wagerPayout: BigInt(row.wager_payout as string),
  }));
}
