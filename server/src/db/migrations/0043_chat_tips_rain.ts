/**
 * Chat tips and house rain (issue 24, docs/chat.md "Tips" and "Rain"). A tip is a player's Gold Coins
 * given to another player (never Sweeps Coins: sweepstakes rules), recorded here beside its ledger
 * transfer and its chat message. A rain is the house's pot of Gold Coins and free Sweeps Coins split
 * among a room's eligible chatters: warned in the room, then paid by a job, each share once. A staff
 * rain above the maker-checker threshold waits for a second admin as a `rain` approval.
 */
export const statements = [
  `CREATE TABLE chat_tips (
     id bigserial PRIMARY KEY,
     tipper_id bigint NOT NULL REFERENCES users (id),
     recipient_id bigint NOT NULL REFERENCES users (id),
     -- Gold Coins only: no player passes Sweeps Coins to another.
     coin text NOT NULL DEFAULT 'GC' CHECK (coin = 'GC'),
     amount bigint NOT NULL CHECK (amount > 0),
     room_id text NOT NULL REFERENCES chat_rooms (id),
     hidden boolean NOT NULL DEFAULT false,
     -- The tip's line in the room; null when the tipper hid it.
     message_id bigint REFERENCES chat_messages (id),
     created_at timestamptz NOT NULL DEFAULT now(),
     CHECK (tipper_id <> recipient_id),
     CHECK (NOT hidden OR message_id IS NULL)
   )`,
  // The daily limit sums a tipper's last 24 hours.
  `CREATE INDEX chat_tips_tipper ON chat_tips (tipper_id, created_at DESC)`,
  `CREATE INDEX chat_tips_recipient ON chat_tips (recipient_id, id DESC)`,
  `CREATE TABLE chat_rains (
     id bigserial PRIMARY KEY,
     room_id text NOT NULL REFERENCES chat_rooms (id),
     -- The pot, minor units, from the house's promotions accounts.
     gc bigint NOT NULL DEFAULT 0 CHECK (gc >= 0),
     sc bigint NOT NULL DEFAULT 0 CHECK (sc >= 0),
     -- The schedule's slot ('2026-12-01T06') makes a scheduled rain once across instances; null for staff's.
     slot text UNIQUE,
     started_by bigint REFERENCES users (id),
     reason text,
     status text NOT NULL DEFAULT 'warned' CHECK (status IN ('warned', 'paid')),
     rain_at timestamptz NOT NULL,
     -- What the payout did: how many got each coin, and how much each.
     gc_recipients integer,
     sc_recipients integer,
     gc_share bigint,
     sc_share bigint,
     paid_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     CHECK (gc > 0 OR sc > 0),
     CHECK ((slot IS NULL) = (started_by IS NOT NULL)),
     CHECK ((status = 'paid') = (paid_at IS NOT NULL))
   )`,
  `CREATE INDEX chat_rains_recent ON chat_rains (id DESC)`,
  // One row per player per rain: the share, paid once (its ledger keys are rain id + player id too).
  `CREATE TABLE chat_rain_shares (
     rain_id bigint NOT NULL REFERENCES chat_rains (id),
     user_id bigint NOT NULL REFERENCES users (id),
     gc bigint NOT NULL CHECK (gc >= 0),
     sc bigint NOT NULL CHECK (sc >= 0),
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (rain_id, user_id),
     CHECK (gc > 0 OR sc > 0)
   )`,
  `CREATE INDEX chat_rain_shares_user ON chat_rain_shares (user_id, rain_id DESC)`,
  `ALTER TABLE staff_approvals DROP CONSTRAINT staff_approvals_kind_check`,
  `ALTER TABLE staff_approvals ADD CONSTRAINT staff_approvals_kind_check
     CHECK (kind IN ('adjustment', 'bonus_code', 'vip_bonus', 'rain'))`,
];
