/**
 * A crash round its leader left unfinished (a crash, kill -9, a lost database) is *interrupted*: the plays
 * still riding get their wager back and the round ends as 'interrupted' (rule in crash-runner.ts).
 * `alive_at` is the leader's last sign of life in a running round, by the database's clock: a round whose
 * leader was still alive at its crash point crashes normally when another leader takes it over.
 */
export const statements = [
  `ALTER TABLE crash_rounds DROP CONSTRAINT crash_rounds_status_check`,
  `ALTER TABLE crash_rounds ADD CONSTRAINT crash_rounds_status_check
     CHECK (status IN ('betting', 'running', 'crashed', 'interrupted'))`,
  `ALTER TABLE crash_rounds ADD COLUMN alive_at timestamptz`,
  `ALTER TABLE crash_rounds ADD COLUMN interrupted_at timestamptz`,
  `DROP INDEX crash_rounds_live`,
  `CREATE INDEX crash_rounds_live ON crash_rounds (id) WHERE status IN ('betting', 'running')`,
];
