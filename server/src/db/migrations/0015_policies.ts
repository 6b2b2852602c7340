import { firstPolicyVersions } from './0015_policies_texts';

/**
 * Policies (terms, sweeps rules, privacy, …) as numbered versions, and which version each player accepted.
 * A version is never edited: new wording is a new version, and its `published_at` decides which one is
 * current. Players are asked to accept the current version of the policies marked `acceptance_required`.
 */
export const statements = [
  `CREATE TABLE policies (
    name text PRIMARY KEY CHECK (name ~ '^[a-z0-9-]+$'),
    position int NOT NULL,
    acceptance_required boolean NOT NULL DEFAULT false
  )`,
  `CREATE TABLE policy_versions (
    policy_name text NOT NULL REFERENCES policies(name),
    version int NOT NULL CHECK (version > 0),
    title text NOT NULL,
    changes text NOT NULL,
    sections jsonb NOT NULL CHECK (jsonb_typeof(sections) = 'array'),
    published_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (policy_name, version)
  )`,
  `CREATE TABLE policy_acceptances (
    user_id bigint NOT NULL REFERENCES users(id),
    policy_name text NOT NULL,
    version int NOT NULL,
    accepted_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, policy_name, version),
    FOREIGN KEY (policy_name, version) REFERENCES policy_versions (policy_name, version)
  )`,
  `INSERT INTO policies (name, position, acceptance_required)
     SELECT name, position, acceptance_required
       FROM jsonb_to_recordset($json$${JSON.stringify(firstPolicyVersions)}$json$::jsonb)
         AS x(name text, position int, acceptance_required boolean)`,
  `INSERT INTO policy_versions (policy_name, version, title, changes, sections, published_at)
     SELECT name, 1, title, changes, sections, '2025-01-01T00:00:00Z'
       FROM jsonb_to_recordset($json$${JSON.stringify(firstPolicyVersions)}$json$::jsonb)
         AS x(name text, title text, changes text, sections jsonb)`,
];
