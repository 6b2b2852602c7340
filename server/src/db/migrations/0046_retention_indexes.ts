/**
 * Indexes for the retention sweep (server/src/retention): it finds the oldest rows of tables that only
 * grow. BRIN on the creation time, as these tables are appended in time order: a few pages of summary,
 * next to nothing added to a play's or a sign-in's insert (a B-tree on `idempotent_requests` would be one
 * more tree written by every play). Sent mail and SMS jobs get a small partial B-tree instead, as a job
 * row is updated in place until it finishes.
 */
const BRIN = [
  'idempotent_requests',
  'sessions',
  'one_time_tokens',
  'login_tickets',
  'location_checks',
  'notifications',
  'outbox_messages',
  'chat_messages',
];

export const statements = [
  ...BRIN.map(
    (table) =>
      `CREATE INDEX ${table}_created_brin ON ${table} USING brin (created_at) WITH (autosummarize = on)`,
  ),
  `CREATE INDEX jobs_sent_messages ON jobs (finished_at)
     WHERE status = 'done' AND kind IN ('mail.send', 'sms.send')`,
];
