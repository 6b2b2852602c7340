/**
 * Player statistics (`GET /api/stats`): each player's plays, wagered and paid out per game, coin and day,
 * with the day's biggest win and biggest multiplier and their bets, kept beside the bets the way measured
 * RTP is (migration 36): a play writes nothing here.
 *
 * - `player_statistics`: exact sums over every settled bet whose `settled_at` is before
 *   `player_statistics_reconciled.through`, recounted from `bets` by a reconcile (one instance at a time).
 * - `player_statistics_recent`: what each app instance heard on its play-settled stream since then, in
 *   minute buckets, added every few seconds and dropped once a reconcile has recounted their minute.
 *
 * A win is a play that paid more than its wager (`best_win` is its profit); the biggest multiplier is over
 * plays that paid anything. Both are null until there is one. Days are UTC.
 */
const SUMS = `plays bigint NOT NULL,
     wagered numeric NOT NULL,
     paid_out numeric NOT NULL,
     best_win numeric,
     best_win_bet bigint,
     best_multiplier numeric(24,4),
     best_multiplier_bet bigint`;

export const statements = [
  `CREATE TABLE player_statistics (
     user_id bigint NOT NULL REFERENCES users(id),
     coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
     day date NOT NULL,
     game text NOT NULL,
     ${SUMS},
     PRIMARY KEY (user_id, coin, day, game)
   )`,
  `CREATE TABLE player_statistics_recent (
     user_id bigint NOT NULL REFERENCES users(id),
     coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
     minute timestamptz NOT NULL,
     game text NOT NULL,
     ${SUMS},
     PRIMARY KEY (user_id, coin, minute, game)
   )`,
  // A reconcile drops the recent minutes behind its line: without this it would read every player's.
  `CREATE INDEX player_statistics_recent_minute ON player_statistics_recent (minute)`,
  `CREATE TABLE player_statistics_reconciled (
     only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
     through timestamptz NOT NULL
   )`,
  `INSERT INTO player_statistics_reconciled (through) VALUES ('-infinity')`,
];
