/**
 * Free entry (AMOE) and cashier orders (issue 14).
 *
 * `amoe_requests`: a player's single-use code, then what staff entered from the mailed card. The code is
 * unique, and a request moves requested → received → credited (or → refused) by conditional UPDATEs, so
 * a card entered twice, or by two staff members at once, is credited once; the credit's ledger transfer is
 * keyed on the request too. One open (requested) request per player is a partial unique index, so two
 * requests racing each other cannot both open. `amoe_request_events` is the player's timeline.
 *
 * `cashier_orders`: spec §3's Order (amount, rsn, type, is_active) with its status; an order moves no
 * coins, so it has no ledger side.
 */
export const statements = [
  `CREATE TABLE amoe_requests (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     code text NOT NULL UNIQUE,
     status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'received', 'credited', 'refused')),
     refusal text CHECK (refusal IN ('not_verified', 'account_disabled', 'excluded', 'self_excluded', 'staff')),
     reason text,
     -- SC credited, in minor units; null until credited.
     sc bigint CHECK (sc > 0),
     legal_name text,
     address text,
     received_on date,
     entered_by bigint REFERENCES users (id),
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT amoe_requests_refused CHECK ((status = 'refused') = (refusal IS NOT NULL)),
     CONSTRAINT amoe_requests_credited CHECK ((status = 'credited') = (sc IS NOT NULL))
   )`,
  `CREATE UNIQUE INDEX amoe_requests_one_open ON amoe_requests (user_id) WHERE status = 'requested'`,
  `CREATE INDEX amoe_requests_user ON amoe_requests (user_id, id DESC)`,
  `CREATE INDEX amoe_requests_status ON amoe_requests (status, id DESC)`,
  `CREATE TABLE amoe_request_events (
     id bigserial PRIMARY KEY,
     request_id bigint NOT NULL REFERENCES amoe_requests (id),
     status text NOT NULL CHECK (status IN ('requested', 'received', 'credited', 'refused')),
     actor text NOT NULL CHECK (actor IN ('player', 'staff')),
     actor_id bigint REFERENCES users (id),
     reason text,
     at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX amoe_request_events_request ON amoe_request_events (request_id, id)`,
  `CREATE TABLE cashier_orders (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     -- Minor units (hundredths), as every amount; the order moves none of it.
     amount bigint NOT NULL CHECK (amount > 0),
     rsn text NOT NULL,
     type text NOT NULL CHECK (type IN ('purchase', 'redeem', 'other')),
     status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'cancelled')),
     cancel_reason text,
     decided_by bigint REFERENCES users (id),
     created_at timestamptz NOT NULL DEFAULT now(),
     closed_at timestamptz,
     CONSTRAINT cashier_orders_closed CHECK ((status = 'active') = (closed_at IS NULL))
   )`,
  `CREATE INDEX cashier_orders_user ON cashier_orders (user_id, id DESC)`,
  `CREATE INDEX cashier_orders_status ON cashier_orders (status, id DESC)`,
];
