/**
 * Identity verification (KYC, issue 12): each vendor session a player starts, the webhooks received (so a
 * replay changes nothing twice), staff flags for a person verified on two accounts, and the player's
 * approved and previous sessions.
 */
export const statements = [
  `CREATE TABLE identity_verifications (
    id bigserial PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id),
    vendor text NOT NULL,
    vendor_session_id text NOT NULL UNIQUE,
    url text NOT NULL,
    status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'started', 'submitted', 'review',
      'approved', 'declined', 'resubmission_requested', 'expired', 'abandoned')),
    reason_code int,
    reason text,
    first_name text,
    last_name text,
    date_of_birth date,
    document_country text,
    -- SHA-256 of the normalised document number: enough to find the same document twice, nothing to leak.
    document_number_hash text,
    -- Normalised last name, first name and date of birth: the same person on a different document.
    person_key text,
    decided_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX identity_verifications_user ON identity_verifications (user_id, id DESC)`,
  // One verified account per person: the decision checks these under a lock, the indexes are the backstop.
  `CREATE UNIQUE INDEX identity_verifications_approved_document ON identity_verifications (document_number_hash)
    WHERE status = 'approved'`,
  `CREATE UNIQUE INDEX identity_verifications_approved_person ON identity_verifications (person_key)
    WHERE status = 'approved'`,
  `CREATE TABLE identity_webhook_receipts (
    body_hash text PRIMARY KEY,
    vendor_session_id text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE identity_flags (
    id bigserial PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id),
    verification_id bigint NOT NULL REFERENCES identity_verifications(id),
    kind text NOT NULL CHECK (kind IN ('duplicate_identity')),
    matching_user_id bigint NOT NULL REFERENCES users(id),
    details text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    resolved_at timestamptz
  )`,
  `CREATE INDEX identity_flags_open ON identity_flags (created_at) WHERE resolved_at IS NULL`,
  `ALTER TABLE users
    ADD COLUMN verification_id bigint REFERENCES identity_verifications(id),
    ADD COLUMN prev_verification_id bigint REFERENCES identity_verifications(id)`,
];
