import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { type ReconcileOptions, reconcileMinutes } from '../games';
import type { PlayerMinute } from './player-tally';

/**
 * Player statistics' tables (migration 44), kept as measured RTP's are: `player_statistics` holds exact
 * per-day sums over the settled bets before `player_statistics_reconciled.through`, `player_statistics_recent`
 * the minutes the instances heard since (`reconcileMinutes` says how the two never overlap).
 */
const TABLES = {
  totals: 'player_statistics',
  recent: 'player_statistics_recent',
  reconciled: 'player_statistics_reconciled',
};

const COLUMNS = sql.raw(
  'plays, wagered, paid_out, best_win, best_win_bet, best_multiplier, best_multiplier_bet',
);

/**
 * The upsert's SET list adding a conflicting row to the stored row `t`: sums add, and a best is replaced
 * (with its bet) only by a bigger one. Every right-hand side reads the stored row as it was.
 */
const ADDING = sql.raw(`plays = t.plays + excluded.plays,
  wagered = t.wagered + excluded.wagered,
  paid_out = t.paid_out + excluded.paid_out,
  best_win = greatest(t.best_win, excluded.best_win),
  best_win_bet = CASE WHEN t.best_win IS NULL OR excluded.best_win > t.best_win
                      THEN excluded.best_win_bet ELSE t.best_win_bet END,
  best_multiplier = greatest(t.best_multiplier, excluded.best_multiplier),
  best_multiplier_bet = CASE WHEN t.best_multiplier IS NULL OR excluded.best_multiplier > t.best_multiplier
                             THEN excluded.best_multiplier_bet ELSE t.best_multiplier_bet END`);

const text = (value: bigint | number | null) => (value === null ? null : String(value));

/** Adds counts to their minutes, in one statement; those a reconcile has already recounted are dropped. */
export async function addRecent(db: Database, counts: readonly PlayerMinute[]): Promise<void> {
  const column = <K extends keyof PlayerMinute>(key: K) =>
    counts.map((c) => {
      const value = c[key];
      return value instanceof Date ? value.toISOString() : text(value as bigint | number | null);
    });
  await sql`
    INSERT INTO player_statistics_recent AS t (user_id, coin, minute, game, ${COLUMNS})
    SELECT i.*
      FROM unnest(${column('userId')}::bigint[], ${column('coin')}::text[], ${column('minute')}::timestamptz[],
                  ${column('game')}::text[], ${column('plays')}::bigint[], ${column('wagered')}::numeric[],
                  ${column('paidOut')}::numeric[], ${column('bestWin')}::numeric[], ${column('bestWinBet')}::bigint[],
                  ${column('bestMultiplier')}::numeric[], ${column('bestMultiplierBet')}::bigint[])
           AS i(user_id, coin, minute, game, ${COLUMNS})
     WHERE i.minute >= (SELECT through FROM player_statistics_reconciled FOR SHARE)
    ON CONFLICT (user_id, coin, minute, game) DO UPDATE SET ${ADDING}`.execute(db);
}

/**
 * Recounts the minutes behind the line from `bets` into each player's days (UTC), the bests with their
 * bets (the lowest id among equals); answers whether it ran.
 */
export function reconcile(db: Database, options: ReconcileOptions): Promise<boolean> {
  return reconcileMinutes(db, TABLES, options, (trx, settledIn) =>
    sql`
      INSERT INTO player_statistics AS t (user_id, coin, day, game, ${COLUMNS})
      SELECT user_id, coin, (settled_at AT TIME ZONE 'UTC')::date, game,
             count(*), sum(wager), sum(payout),
             max(payout - wager) FILTER (WHERE payout > wager),
             (array_agg(id ORDER BY payout - wager DESC, id) FILTER (WHERE payout > wager))[1],
             max(multiplier) FILTER (WHERE wager > 0 AND payout > 0),
             (array_agg(id ORDER BY multiplier DESC, id) FILTER (WHERE wager > 0 AND payout > 0))[1]
        FROM bets
       WHERE ${settledIn}
       GROUP BY user_id, coin, (settled_at AT TIME ZONE 'UTC')::date, game
      ON CONFLICT (user_id, coin, day, game) DO UPDATE SET ${ADDING}`.execute(trx),
  );
}
