/**
 * A third-party game's launch session (`POST /api/games/{software}/session`): the token the provider's
 * wallet calls carry, for one player, one game and one coin. Only a hash of the token is kept, as for
 * sign-in sessions: a read of this table cannot play as anyone. `expires_at` bounds new bets only; wins,
 * refunds and rollbacks of a round are paid whatever the token's age (integrations.md).
 */
export const statements = [
  `CREATE TABLE game_sessions (
     id bigserial PRIMARY KEY,
     token_hash text NOT NULL UNIQUE,
     user_id bigint NOT NULL REFERENCES users (id),
     game_id integer NOT NULL REFERENCES games (id),
     protocol text NOT NULL CHECK (protocol IN ('hub88', 'pragmatic')),
     coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL
   )`,
  `CREATE INDEX game_sessions_latest ON game_sessions (user_id, protocol, id DESC)`,
];
