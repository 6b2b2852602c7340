/**
 * Attempt limits of sign-in that survive a restart and hold across instances (when Redis is not
 * configured), wrong-code counts on SMS codes, and the login tickets that remember which challenges a
 * login attempt has passed.
 */
export const statements = [
  /*
   * Failed password and code checks per key (an account, an unknown login name, an address, a
   * signed-in player's password checks), counted in a fixed window that starts with the first failure.
   */
  `CREATE TABLE auth_failures (
    key text PRIMARY KEY,
    failures integer NOT NULL CHECK (failures > 0),
    window_ends_at timestamptz NOT NULL
  )`,
  `CREATE INDEX auth_failures_window ON auth_failures (window_ends_at)`,
  // A code takes a few wrong guesses, then it is burnt (used_at set) and a new one must be requested.
  `ALTER TABLE one_time_tokens ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0`,
  `CREATE INDEX one_time_tokens_live ON one_time_tokens (user_id, purpose) WHERE used_at IS NULL`,
  /*
   * One login attempt past its password: the challenges it has passed (restore accepted, authenticator,
   * SMS) stay passed while the player answers the next one. Only a hash of the ticket is stored; a
   * ticket belongs to one player and one device fingerprint and lives a few minutes.
   */
  `CREATE TABLE login_tickets (
    token_hash text PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id),
    fingerprint text,
    passed_steps text[] NOT NULL DEFAULT '{}' CHECK (passed_steps <@ ARRAY['restore', 'two_factor', 'sms']),
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX login_tickets_user ON login_tickets (user_id)`,
];
