/**
 * Bank transfer purchases (spec §7 `apt-pay`, issue 13). A player is a payee of the ACH vendor once
 * (`ach_payees`); their bank accounts are kept by the vendor, the product keeps only the vendor's id,
 * the bank's name and the last four digits (`ach_accounts`). An ACH debit pays for one purchase
 * (`ach_debits`, keyed by the purchase): the purchase is credited when the debit settles, never when it
 * is returned. The sandbox vendor keeps its payees, widget sessions, accounts and debits in its own
 * tables, so two app instances see the same vendor.
 */
export const statements = [
  `ALTER TABLE purchases DROP CONSTRAINT purchases_payment_method_check`,
  `ALTER TABLE purchases ADD CONSTRAINT purchases_payment_method_check
     CHECK (payment_method IN ('card', 'applePay', 'pay_by_bank', 'ach_debit'))`,
  `CREATE TABLE ach_payees (
     user_id bigint PRIMARY KEY REFERENCES users (id),
     vendor_payee_id text NOT NULL UNIQUE,
     -- Only the last four digits: the vendor holds the number it checked.
     ssn_last4 text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE ach_accounts (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     vendor_account_id text NOT NULL UNIQUE,
     bank_name text NOT NULL,
     last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
     status text NOT NULL CHECK (status IN ('micro_pending', 'verified', 'removed')),
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX ach_accounts_user ON ach_accounts (user_id) WHERE status <> 'removed'`,
  `CREATE TABLE ach_debits (
     purchase_id bigint PRIMARY KEY REFERENCES purchases (id),
     account_id bigint NOT NULL REFERENCES ach_accounts (id),
     vendor_debit_id text NOT NULL UNIQUE,
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'settled', 'returned')),
     return_code text,
     -- A return the bank sends after the debit settled: the player is frozen pending compliance.
     returned_after_settle boolean NOT NULL DEFAULT false,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE sandbox_ach_payees (
     id text PRIMARY KEY,
     user_id bigint NOT NULL UNIQUE,
     ssn_valid boolean NOT NULL DEFAULT false
   )`,
  `CREATE TABLE sandbox_ach_sessions (
     id text PRIMARY KEY,
     payee_id text NOT NULL REFERENCES sandbox_ach_payees (id),
     account_id text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE sandbox_ach_accounts (
     id text PRIMARY KEY,
     payee_id text NOT NULL REFERENCES sandbox_ach_payees (id),
     bank_name text NOT NULL,
     last4 text NOT NULL,
     status text NOT NULL CHECK (status IN ('micro_pending', 'verified', 'locked', 'removed')),
     micro1 integer,
     micro2 integer,
     tries integer NOT NULL DEFAULT 0
   )`,
  `CREATE TABLE sandbox_ach_debits (
     id text PRIMARY KEY,
     reference text NOT NULL UNIQUE,
     account_id text NOT NULL REFERENCES sandbox_ach_accounts (id),
     amount bigint NOT NULL,
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'settled', 'returned')),
     return_code text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
];
