/**
 * The player's notification inbox and staff announcements (issue 24, spec §2 `/notifications`).
 *
 * `notifications` holds what happened to one player's account, written in the transaction of the change
 * it reports. `announcements` are staff broadcasts to everyone or a segment: one row, not one per player,
 * joined into each inbox when it is read; `announcement_reads` keeps which ones each player has read.
 * Both take their ids from one sequence, so an inbox merges them newest first by id and a player marks
 * either kind read by the id they were shown.
 */
export const statements = [
  `CREATE TABLE notifications (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     kind text NOT NULL CHECK (kind IN
       ('bonus-credited', 'purchase-completed', 'redemption-status', 'identity-result', 'tip-received')),
     title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
     body text NOT NULL CHECK (char_length(body) <= 2000),
     link text CHECK (char_length(link) <= 300),
     payload jsonb NOT NULL DEFAULT '{}'::jsonb,
     created_at timestamptz NOT NULL DEFAULT now(),
     read_at timestamptz
   )`,
  `CREATE INDEX notifications_inbox ON notifications (user_id, id DESC)`,
  `CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL`,
  `CREATE TABLE announcements (
     id bigint PRIMARY KEY DEFAULT nextval('notifications_id_seq'),
     published_by bigint NOT NULL REFERENCES users (id),
     audience text NOT NULL CHECK (audience IN ('all', 'sc-players', 'purchasers', 'vip')),
     title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
     body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
     link text CHECK (char_length(link) <= 300),
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX announcements_created ON announcements (created_at)`,
  `CREATE TABLE announcement_reads (
     user_id bigint NOT NULL REFERENCES users (id),
     announcement_id bigint NOT NULL REFERENCES announcements (id),
     read_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, announcement_id)
   )`,
];
