/**
 * The durable job queue (server/src/jobs): every vendor call that moves money and every mail or SMS is a
 * row written in the same transaction as the change that needs it, then run by a worker with retries and
 * back-off. `key` is our own idempotency key for the work (it is also what the vendor is given), so the
 * same work is one job however often it is asked for. A job that keeps failing is `dead`: visible in the
 * back office, retried only by staff.
 */
export const statements = [
  `CREATE TABLE jobs (
     id bigserial PRIMARY KEY,
     kind text NOT NULL,
     key text NOT NULL UNIQUE,
     payload jsonb NOT NULL DEFAULT '{}'::jsonb,
     status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'dead')),
     attempts int NOT NULL DEFAULT 0 CHECK (attempts >= 0),
     max_attempts int NOT NULL CHECK (max_attempts > 0),
     run_at timestamptz NOT NULL DEFAULT now(),
     locked_by text,
     locked_until timestamptz,
     last_error text,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     finished_at timestamptz
   )`,
  // The worker reads what is due (queued) or whose lease ran out (a worker that died while running it).
  `CREATE INDEX jobs_due ON jobs (run_at) WHERE status IN ('queued', 'running')`,
  `CREATE INDEX jobs_dead ON jobs (updated_at) WHERE status = 'dead'`,
  `CREATE INDEX jobs_kind_status ON jobs (kind, status)`,
];
