/**
 * Bets and ledger entries, the two tables every play writes (~780 of its ~910 bytes), partitioned by the
 * month of `created_at` (UTC), so that a month can be archived whole, detached and dropped, with no row
 * deleted (the ledger's triggers refuse that) and every balance still provable: server/src/partitions,
 * docs/operations.md "Growth". Each table's rows are copied into the new monthly partitions, the months
 * its rows span plus three ahead (ensure_month_partitions, kept ahead by the hourly upkeep); a DEFAULT
 * partition takes a row of a month that has none (a backdated test row), so a play never fails for it.
 *
 * What partitioning changes, because a unique index on a partitioned table must hold the partition key:
 * - the primary keys gain `created_at`; ids still come from one sequence each;
 * - one active game per player and game is a trigger (bets_one_active_game.sql), not a unique index;
 * - the request-key index is no longer unique: the play batch checks a key under the player's account
 *   locks (ledger_post_plays.sql), and the play's transfer key (`play:<seed>:<nonce>`) is unique forever;
 * - the foreign keys from crash_bets, duels and provider_rounds to bets go: an archived month takes its
 *   bets away while those rows stay.
 * Ledger entries are stamped when their transfer holds its accounts' locks (ledger_post.sql), not when its
 * transaction began: an account's entries are then in time order as in transfer-id order, and a transfer's
 * entries share one time, so a month's cut never splits a chain or a transfer (the archive checks both).
 * ledger_transfers stays one table: its idempotency key must be unique across every month.
 */
const BETS_FOREIGN_KEYS = [
  ['crash_bets', 'crash_bets_bet_id_fkey'],
  ['duels', 'duels_guest_bet_id_fkey'],
  ['duels', 'duels_host_bet_id_fkey'],
  ['provider_rounds', 'provider_rounds_bet_id_fkey'],
];

export const statements = [
  `CREATE TABLE archived_partitions (
     table_name text NOT NULL CHECK (table_name IN ('bets', 'ledger_entries')),
     month date NOT NULL,
     row_count bigint NOT NULL,
     amount_sum bigint,
     digest text NOT NULL,
     file text NOT NULL,
     archived_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (table_name, month))`,
  `CREATE TABLE ledger_archived_balances (
     account_id bigint PRIMARY KEY REFERENCES ledger_accounts(id),
     balance_after bigint NOT NULL,
     last_transfer_id bigint NOT NULL,
     entries bigint NOT NULL,
     amount_sum bigint NOT NULL)`,

  ...BETS_FOREIGN_KEYS.map(([table, key]) => `ALTER TABLE ${table} DROP CONSTRAINT ${key}`),
  `ALTER TABLE bets RENAME TO bets_unpartitioned`,
  `ALTER TABLE bets_unpartitioned DROP CONSTRAINT bets_pkey`,
  ...[
    'bets_high_rollers',
    'bets_one_active_game',
    'bets_request_key',
    'bets_settled_at_brin',
    'bets_user',
  ].map((index) => `DROP INDEX ${index}`),
  `CREATE TABLE bets (LIKE bets_unpartitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS)
     PARTITION BY RANGE (created_at)`,
  `ALTER SEQUENCE bets_id_seq OWNED BY bets.id`,
  `ALTER TABLE bets ADD CONSTRAINT bets_pkey PRIMARY KEY (id, created_at)`,
  `ALTER TABLE bets ADD CONSTRAINT bets_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id)`,
  `ALTER TABLE bets ADD CONSTRAINT bets_seed_pair_id_fkey FOREIGN KEY (seed_pair_id) REFERENCES seed_pairs(id)`,
  `CREATE INDEX bets_high_rollers ON bets (id DESC) WHERE status = 'settled' AND high_roller`,
  `CREATE INDEX bets_user ON bets (user_id, id DESC) WHERE status = 'settled'`,
  `CREATE INDEX bets_active ON bets (user_id, game) WHERE status = 'active' AND NOT provider_round`,
  `CREATE INDEX bets_request_key ON bets (user_id, request_key) WHERE request_key IS NOT NULL`,
  `CREATE INDEX bets_settled_at_brin ON bets USING brin (settled_at)`,
  `CREATE TABLE bets_default PARTITION OF bets DEFAULT`,

  `ALTER TABLE ledger_entries RENAME TO ledger_entries_unpartitioned`,
  `ALTER TABLE ledger_entries_unpartitioned DROP CONSTRAINT ledger_entries_pkey`,
  `DROP INDEX ledger_entries_account`,
  `CREATE TABLE ledger_entries (LIKE ledger_entries_unpartitioned INCLUDING CONSTRAINTS)
     PARTITION BY RANGE (created_at)`,
  `ALTER TABLE ledger_entries ALTER COLUMN created_at SET DEFAULT clock_timestamp()`,
  `ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_pkey PRIMARY KEY (transfer_id, account_id, created_at)`,
  `ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_id_fkey
     FOREIGN KEY (account_id) REFERENCES ledger_accounts(id)`,
  `ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_transfer_id_fkey
     FOREIGN KEY (transfer_id) REFERENCES ledger_transfers(id)`,
  `CREATE INDEX ledger_entries_account ON ledger_entries (account_id, transfer_id)`,
  `CREATE TABLE ledger_entries_default PARTITION OF ledger_entries DEFAULT`,
];

/** Once the living functions exist: the months, the rows moved in, the old tables gone, the guards on. */
export const afterFunctions = [
  `SELECT ensure_month_partitions(least(
     (SELECT min(created_at) FROM bets_unpartitioned),
     (SELECT min(created_at) FROM ledger_entries_unpartitioned),
     now()), 3)`,
  `INSERT INTO bets SELECT * FROM bets_unpartitioned`,
  `DROP TABLE bets_unpartitioned`,
  `INSERT INTO ledger_entries SELECT * FROM ledger_entries_unpartitioned`,
  `DROP TABLE ledger_entries_unpartitioned`,
  `CREATE TRIGGER bets_one_active_game BEFORE INSERT ON bets
     FOR EACH ROW WHEN (NEW.status = 'active' AND NOT NEW.provider_round)
     EXECUTE FUNCTION bets_one_active_game()`,
  `CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
     FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change()`,
  `CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
     FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change()`,
  `CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries_default
     FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change()`,
];
