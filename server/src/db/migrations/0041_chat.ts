/**
 * Chat (issue 24, docs/chat.md): rooms as data (the lobby and one per language), messages, chat titles by
 * rank, what a player ignores, staff's mutes and chat bans, players' reports, and the house's settings
 * (the requirement to chat and the words it masks). Tips and rain have their own migration.
 */
export const statements = [
  `CREATE TABLE chat_rooms (
     id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,40}$'),
     name text NOT NULL,
     language text NOT NULL,
     position integer NOT NULL DEFAULT 0,
     slow_mode_seconds integer NOT NULL DEFAULT 0 CHECK (slow_mode_seconds BETWEEN 0 AND 3600),
     -- Set by the room itself when its rate spikes (docs/chat.md); staff's own setting is slow_mode_seconds.
     auto_slow_until timestamptz,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `INSERT INTO chat_rooms (id, name, language, position) VALUES
     ('lobby', 'Lobby', 'en', 0),
     ('espanol', 'Español', 'es', 1)`,
  `CREATE TABLE chat_messages (
     id bigserial PRIMARY KEY,
     room_id text NOT NULL REFERENCES chat_rooms (id),
     -- Null for what the house says (a rain).
     user_id bigint REFERENCES users (id),
     kind text NOT NULL DEFAULT 'message' CHECK (kind IN ('message', 'bet', 'tip', 'rain')),
     body text NOT NULL CHECK (length(body) <= 1000),
     -- A shared bet's card, a tip's or a rain's figures.
     meta jsonb,
     created_at timestamptz NOT NULL DEFAULT now(),
     deleted_at timestamptz,
     deleted_by bigint REFERENCES users (id),
     CHECK ((kind IN ('message', 'bet', 'tip')) = (user_id IS NOT NULL))
   )`,
  `CREATE INDEX chat_messages_room ON chat_messages (room_id, id DESC)`,
  `CREATE INDEX chat_messages_room_time ON chat_messages (room_id, created_at)`,
  `CREATE INDEX chat_messages_user ON chat_messages (user_id, id DESC)`,
  `CREATE TABLE chat_titles (
     slug text PRIMARY KEY,
     title text NOT NULL,
     rank_order integer NOT NULL
   )`,
  `INSERT INTO chat_titles (slug, title, rank_order) VALUES
     ('admin', 'Admin', 1), ('mod', 'Moderator', 2), ('helper', 'Helper', 3), ('user', 'User', 999)`,
  `CREATE TABLE user_chat_titles (
     user_id bigint NOT NULL REFERENCES users (id),
     slug text NOT NULL REFERENCES chat_titles (slug),
     PRIMARY KEY (user_id, slug)
   )`,
  `CREATE TABLE chat_ignores (
     user_id bigint NOT NULL REFERENCES users (id),
     ignored_user_id bigint NOT NULL REFERENCES users (id),
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, ignored_user_id),
     CHECK (user_id <> ignored_user_id)
   )`,
  `CREATE TABLE chat_sanctions (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     kind text NOT NULL CHECK (kind IN ('mute', 'ban')),
     reason text NOT NULL,
     until timestamptz NOT NULL,
     created_by bigint NOT NULL REFERENCES users (id),
     created_at timestamptz NOT NULL DEFAULT now(),
     lifted_at timestamptz,
     lifted_by bigint REFERENCES users (id)
   )`,
  `CREATE INDEX chat_sanctions_user ON chat_sanctions (user_id, until DESC)`,
  `CREATE TABLE chat_reports (
     id bigserial PRIMARY KEY,
     message_id bigint NOT NULL REFERENCES chat_messages (id),
     reporter_id bigint NOT NULL REFERENCES users (id),
     reason text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     resolved_at timestamptz,
     resolved_by bigint REFERENCES users (id),
     resolution text CHECK (resolution IN ('deleted', 'dismissed')),
     UNIQUE (message_id, reporter_id),
     CHECK ((resolved_at IS NULL) = (resolution IS NULL))
   )`,
  `CREATE INDEX chat_reports_open ON chat_reports (id DESC) WHERE resolved_at IS NULL`,
  `CREATE TABLE chat_settings (
     id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
     require_verified_email boolean NOT NULL DEFAULT true,
     -- Minor units: 1,000 GC or 1 SC played (either is enough) before a player may write.
     min_wagered_gc bigint NOT NULL DEFAULT 100000 CHECK (min_wagered_gc >= 0),
     min_wagered_sc bigint NOT NULL DEFAULT 100 CHECK (min_wagered_sc >= 0),
     blocked_words text[] NOT NULL DEFAULT '{}'
   )`,
  `INSERT INTO chat_settings DEFAULT VALUES`,
  // Once a player meets the requirement it stays met (what was played never shrinks): no sum per message.
  `CREATE TABLE chat_members (
     user_id bigint PRIMARY KEY REFERENCES users (id),
     eligible_at timestamptz NOT NULL DEFAULT now()
   )`,
];
