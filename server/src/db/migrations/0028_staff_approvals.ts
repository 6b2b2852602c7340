/**
 * Maker-checker for staff actions that give coins (issue 20).
 *
 * `staff_approvals`: an adjustment, bonus code or VIP bonus above the configured threshold, as its maker
 * asked for it (`payload`), waiting for a second admin. It moves pending → approved or → rejected by one
 * conditional UPDATE (… WHERE status = 'pending'), so two admins deciding at once decide it once, and
 * the action is applied in the same transaction as the approval. The checker is never the maker.
 */
export const statements = [
  `CREATE TABLE staff_approvals (
     id bigserial PRIMARY KEY,
     kind text NOT NULL CHECK (kind IN ('adjustment', 'bonus_code', 'vip_bonus')),
     payload jsonb NOT NULL,
     subject_user_id bigint REFERENCES users (id),
     -- The most the action can give, per coin, in minor units (a code: per claim times its claims).
     gc bigint NOT NULL CHECK (gc >= 0),
     sc bigint NOT NULL CHECK (sc >= 0),
     maker_id bigint NOT NULL REFERENCES users (id),
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
     checker_id bigint REFERENCES users (id),
     decision_reason text,
     created_at timestamptz NOT NULL DEFAULT now(),
     decided_at timestamptz,
     CONSTRAINT staff_approvals_decided CHECK ((status = 'pending') = (decided_at IS NULL)),
     CONSTRAINT staff_approvals_checker CHECK ((status = 'pending') = (checker_id IS NULL)),
     CONSTRAINT staff_approvals_four_eyes CHECK (checker_id IS NULL OR checker_id <> maker_id)
   )`,
  `CREATE INDEX staff_approvals_status ON staff_approvals (status, id)`,
];
