import type { Coin } from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { type ReconcileOptions, reconcileMinutes } from '../games';
import type { CoinSums, MinuteIncrement } from './round-tally';

/**
 * Measured RTP's tables (migration 36). `rtp_totals` holds exact sums over the settled bets before
 * `rtp_reconciled.through`; `rtp_recent` holds what the instances heard since, per minute. Their sum is
 * the measured figure; the two never overlap because the `through` row orders every flush against every
 * reconcile: a flush holds it FOR SHARE and writes only minutes at or after it, a reconcile holds it FOR
 * UPDATE while it recounts minutes from `bets`, drops their buckets and moves it on.
 */

/** The summed columns both tables hold, beside their key. */
const SUMS = [
  'rounds',
  'free_rounds',
  'wager',
  'payout',
  'free_payout',
  'wager_squared',
  'payout_squared',
  'wager_payout',
] as const;

const SUM_LIST = sql.raw(SUMS.join(', '));

/** The upsert's SET list that adds a conflicting row's sums to the stored row `alias`. */
const addingTo = (alias: string) =>
  sql.raw(SUMS.map((column) => `${column} = ${alias}.${column} + excluded.${column}`).join(', '));

/** Adds increments to their minutes; those a reconcile has already recounted from `bets` are dropped. */
export async function addRecent(db: Database, increments: readonly MinuteIncrement[]): Promise<void> {
  if (increments.length === 0) return;
  const column = <K extends keyof MinuteIncrement>(key: K) =>
    increments.map((i) => (i[key] instanceof Date ? (i[key] as Date).toISOString() : String(i[key])));
  await sql`
    INSERT INTO rtp_recent AS r (game, coin, minute, ${SUM_LIST})
    SELECT i.*
      FROM unnest(${column('game')}::text[], ${column('coin')}::text[], ${column('minute')}::timestamptz[],
                  ${column('rounds')}::bigint[], ${column('freeRounds')}::bigint[], ${column('wager')}::numeric[],
                  ${column('payout')}::numeric[], ${column('freePayout')}::numeric[],
                  ${column('wagerSquared')}::numeric[], ${column('payoutSquared')}::numeric[],
                  ${column('wagerPayout')}::numeric[])
           AS i(game, coin, minute, ${SUM_LIST})
     WHERE i.minute >= (SELECT through FROM rtp_reconciled FOR SHARE)
    ON CONFLICT (game, coin, minute) DO UPDATE SET ${addingTo('r')}`.execute(db);
}

const TABLES = { totals: 'rtp_totals', recent: 'rtp_recent', reconciled: 'rtp_reconciled' };

/** Recounts the minutes behind the line into `rtp_totals` (`reconcileMinutes`); answers whether it ran. */
export function reconcile(db: Database, options: ReconcileOptions): Promise<boolean> {
  return reconcileMinutes(db, TABLES, options, (trx, settledIn) =>
    sql`
      INSERT INTO rtp_totals AS t (game, coin, ${SUM_LIST})
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
       WHERE ${settledIn}
       GROUP BY game, coin
      ON CONFLICT (game, coin) DO UPDATE SET ${addingTo('t')}`.execute(trx),
  );
}

/** One game's measured sums of one coin: the reconciled totals plus the recent minutes. */
export type MeasuredSums = CoinSums;

/**
 * Every game's measured sums (or those of `games`), read in one statement so a reconcile moving sums
 * from the recent minutes to the totals is seen wholly before or wholly after.
 */
export async function measuredSums(db: Database, games?: readonly string[]): Promise<MeasuredSums[]> {
  const only = games ? sql`WHERE game = ANY(${[...games]}::text[])` : sql``;
  const totals = sql.raw(SUMS.map((column) => `sum(${column})::text AS ${column}`).join(', '));
  const { rows } = await sql<Record<(typeof SUMS)[number] | 'game' | 'coin', string>>`
    SELECT game, coin, ${totals}
      FROM (SELECT game, coin, ${SUM_LIST} FROM rtp_totals
            UNION ALL
            SELECT game, coin, ${SUM_LIST} FROM rtp_recent) AS sums
      ${only}
     GROUP BY game, coin`.execute(db);
  return rows.map((row) => ({
    game: row.game,
    coin: row.coin as Coin,
    rounds: BigInt(row.rounds),
    freeRounds: BigInt(row.free_rounds),
    wager: BigInt(row.wager),
    payout: BigInt(row.payout),
    freePayout: BigInt(row.free_payout),
    wagerSquared: BigInt(row.wager_squared),
    payoutSquared: BigInt(row.payout_squared),
    wagerPayout: BigInt(row.wager_payout),
  }));
}
