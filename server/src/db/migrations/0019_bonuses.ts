/**
 * Bonuses and promotions (issue 13): every claim a player makes (daily bonus, top-up, reload, bonus
 * code, VIP bonus, rakeback, lossback) is one `bonus_claims` row paid by the ledger in the same
 * transaction. `bonus_states` is one row per player and kind that a claim locks first, so that claims of
 * one kind by one player run one after another however many arrive at once; it keeps the last claim's
 * time, the daily streak and the rakeback watermark. Bonus codes (also promotion and weekly codes) are
 * data staff create; VIP bonuses are staff awards the player claims.
 */
export const statements = [
  `CREATE TABLE bonus_states (
     user_id bigint NOT NULL REFERENCES users (id),
     kind text NOT NULL CHECK (kind IN ('daily_bonus', 'top_up', 'reload', 'rakeback', 'lossback')),
     last_claimed_at timestamptz,
     streak integer NOT NULL DEFAULT 0 CHECK (streak BETWEEN 0 AND 7),
     -- Rakeback: the last bet already paid back; plays after it accrue.
     last_bet_id bigint NOT NULL DEFAULT 0,
     PRIMARY KEY (user_id, kind)
   )`,
  `CREATE TABLE bonus_codes (
     id bigserial PRIMARY KEY,
     code text NOT NULL,
     kind text NOT NULL CHECK (kind IN ('bonus', 'promotion', 'weekly')),
     title text NOT NULL,
     gc bigint NOT NULL DEFAULT 0 CHECK (gc >= 0),
     sc bigint NOT NULL DEFAULT 0 CHECK (sc >= 0),
     max_claims integer CHECK (max_claims > 0),
     claims integer NOT NULL DEFAULT 0,
     starts_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz,
     created_by bigint REFERENCES users (id),
     created_at timestamptz NOT NULL DEFAULT now(),
     CHECK (gc > 0 OR sc > 0),
     CHECK (max_claims IS NULL OR claims <= max_claims)
   )`,
  // Codes are typed by players in any case: one code per spelling.
  `CREATE UNIQUE INDEX bonus_codes_code ON bonus_codes (lower(code))`,
  `CREATE TABLE vip_bonuses (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     reward_type text NOT NULL,
     gc bigint NOT NULL DEFAULT 0 CHECK (gc >= 0),
     sc bigint NOT NULL DEFAULT 0 CHECK (sc >= 0),
     awarded_by bigint REFERENCES users (id),
     created_at timestamptz NOT NULL DEFAULT now(),
     claimed_at timestamptz,
     CHECK (gc > 0 OR sc > 0)
   )`,
  `CREATE INDEX vip_bonuses_unclaimed ON vip_bonuses (user_id, id) WHERE claimed_at IS NULL`,
  `CREATE TABLE bonus_claims (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     kind text NOT NULL CHECK (kind IN ('daily_bonus', 'top_up', 'reload', 'bonus_code', 'vip_bonus',
       'rakeback', 'lossback')),
     gc bigint NOT NULL DEFAULT 0 CHECK (gc >= 0),
     sc bigint NOT NULL DEFAULT 0 CHECK (sc >= 0),
     -- The daily bonus's day of the streak (1 to 7).
     stage integer CHECK (stage BETWEEN 1 AND 7),
     -- What was claimed: the code's or VIP bonus's id, the purchase reloaded, the lossback week, the
     -- last bet rakeback paid for. Unique per player and kind: a code, a week, a purchase pays once.
     reference text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX bonus_claims_user ON bonus_claims (user_id, kind, id DESC)`,
  `CREATE UNIQUE INDEX bonus_claims_once ON bonus_claims (user_id, kind, reference) WHERE reference IS NOT NULL`,
];
