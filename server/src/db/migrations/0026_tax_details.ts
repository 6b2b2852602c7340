/**
 * Tax details and the payout vendors' sandboxes (issue 14). `tax_details` is a player's W-9 style form,
 * asked for before their prizes reach 600 USD in a calendar year: the SSN is stored sealed (AES-GCM, the
 * key outside this table) with only its last four digits in clear for the 1099 export and the masked
 * view. The sandbox ACH payouts, gift cards and chain sends are the vendors' own records, in tables so
 * two app instances see the same vendor.
 */
export const statements = [
  `CREATE TABLE tax_details (
     user_id bigint PRIMARY KEY REFERENCES users (id),
     legal_name text NOT NULL,
     address1 text NOT NULL,
     address2 text,
     city text NOT NULL,
     state text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
     zip text NOT NULL CHECK (zip ~ '^[0-9]{5}(-[0-9]{4})?$'),
     ssn_sealed text NOT NULL,
     ssn_last4 text NOT NULL CHECK (ssn_last4 ~ '^[0-9]{4}$'),
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE sandbox_ach_disbursements (
     id text PRIMARY KEY,
     reference text NOT NULL UNIQUE,
     payee_id text NOT NULL,
     account_id text NOT NULL,
     amount bigint NOT NULL CHECK (amount > 0),
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
     failure_code text,
     created_at timestamptz NOT NULL DEFAULT now(),
     decided_at timestamptz
   )`,
  `CREATE TABLE sandbox_gift_cards (
     reference text PRIMARY KEY,
     brand text NOT NULL,
     amount bigint NOT NULL CHECK (amount > 0),
     code text NOT NULL UNIQUE,
     issued_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE sandbox_gift_card_outcomes (
     id bigserial PRIMARY KEY,
     outcome text NOT NULL CHECK (outcome IN ('issued', 'out_of_stock', 'brand_unavailable')),
     used_at timestamptz
   )`,
  `CREATE TABLE sandbox_chain_sends (
     reference text PRIMARY KEY,
     tx_hash text NOT NULL UNIQUE,
     currency text NOT NULL,
     address text NOT NULL,
     tag text,
     amount numeric(38, 18) NOT NULL CHECK (amount > 0),
     sent_at timestamptz NOT NULL DEFAULT now()
   )`,
];
