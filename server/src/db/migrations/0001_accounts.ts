/** Players, sessions and the one-time tokens of sign-in (email verification, password reset, SMS codes). */
export const statements = [
  `CREATE TABLE users (
    id bigserial PRIMARY KEY,
    username text,
    email text NOT NULL,
    password_hash text NOT NULL,
    date_of_birth date NOT NULL,
    state char(2) NOT NULL,
    rank text NOT NULL DEFAULT 'other' CHECK (rank IN ('admin', 'mod', 'helper', 'other')),
    game_mode text NOT NULL DEFAULT 'GC' CHECK (game_mode IN ('GC', 'SC')),
    email_verified_at timestamptz,
    firstname text,
    lastname text,
    phone_number text,
    phone_number_verified_at timestamptz,
    two_factor_secret text,
    two_factor_enabled_at timestamptz,
    opt_in_promo_email boolean NOT NULL DEFAULT false,
    opt_in_promo_sms boolean NOT NULL DEFAULT false,
    private_mode boolean NOT NULL DEFAULT false,
    password_change_required boolean NOT NULL DEFAULT false,
    affiliate_ref text,
    signup_fingerprint text,
    banned_at timestamptz,
    ban_reason text,
    deleted_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX users_username_lower ON users (lower(username))`,
  `CREATE UNIQUE INDEX users_email ON users (email)`,
  `CREATE TABLE sessions (
    id uuid PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id),
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz,
    revoked_reason text,
    ip text,
    user_agent text
  )`,
  `CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL`,
  `CREATE TABLE user_devices (
    user_id bigint NOT NULL REFERENCES users(id),
    fingerprint text NOT NULL,
    first_seen_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, fingerprint)
  )`,
  `CREATE TABLE one_time_tokens (
    id bigserial PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id),
    purpose text NOT NULL CHECK (purpose IN ('email_verification', 'password_reset', 'sms_login', 'phone_verification')),
    token_hash text NOT NULL,
    target text,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX one_time_tokens_lookup ON one_time_tokens (purpose, token_hash)`,
  `CREATE TABLE outbox_messages (
    id bigserial PRIMARY KEY,
    channel text NOT NULL CHECK (channel IN ('mail', 'sms')),
    recipient text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    link text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE server_secrets (
    name text PRIMARY KEY,
    value text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE used_captchas (
    signature text PRIMARY KEY,
    expires_at timestamptz NOT NULL
  )`,
];
