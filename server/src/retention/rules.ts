import { MAIL_JOB } from '../adapters/mail/mailer';
import { SMS_JOB } from '../adapters/sms/sms';

/**
 * What may be purged, and when (issue 25, docs/operations.md "Growth"). Every table here is written
 * without end by players' ordinary use and nothing refers to its old rows; the ledger, bets, purchases,
 * redemptions, audit rows and money jobs are never purged (an archive keeps them; see the doc).
 * `expired` is an SQL condition on the table's rows with `$cutoff` for now minus `keepDays`.
 */
export interface RetentionRule {
  table: string;
  keepDays: number;
  expired: string;
  /** Why this long and no shorter, for the operator who would change it. */
  why: string;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    table: 'idempotent_requests',
    keepDays: 7,
    expired: 'created_at < $cutoff',
    why: "a replayed call comes within minutes; a game provider retries for 24 h (RETRY_FOR_MS), and its retries are keyed in the ledger's own transfers besides",
  },
  {
    table: 'sessions',
    keepDays: 30,
    expired: 'created_at < $cutoff AND (expires_at < $cutoff OR revoked_at < $cutoff)',
    why: 'a session ended a month ago answers no sign-in; the month keeps recent devices for a security review',
  },
  {
    table: 'one_time_tokens',
    keepDays: 7,
    expired: 'created_at < $cutoff AND expires_at < $cutoff',
    why: 'an email or reset link is spent or expired within hours',
  },
  {
    table: 'login_tickets',
    keepDays: 7,
    expired: 'created_at < $cutoff AND expires_at < $cutoff',
    why: 'a second-step sign-in ticket expires within minutes',
  },
  {
    table: 'location_checks',
    keepDays: 365,
    expired: 'created_at < $cutoff',
    why: 'where a player stood when they played or redeemed is evidence a regulator may ask for within the year; a returning player is checked afresh',
  },
  {
    table: 'notifications',
    keepDays: 90,
    expired: "created_at < $cutoff AND (read_at IS NOT NULL OR created_at < $cutoff - interval '275 days')",
    why: 'read ones after 90 days, unread ones after a year: the inbox shows the newest first and nobody pages back further',
  },
  {
    table: 'outbox_messages',
    keepDays: 30,
    expired: 'created_at < $cutoff',
    why: "the sandbox vendors' mailbox for testers; a month is more than any test looks back",
  },
  {
    table: 'jobs',
    keepDays: 30,
    // The partial index jobs_sent_messages (migration 46) names these two kinds too.
    expired: `finished_at < $cutoff AND status = 'done' AND kind IN ('${MAIL_JOB}', '${SMS_JOB}')`,
    why: 'a sent mail or SMS holds an address and a body and nothing owed; money jobs stay with the money they moved',
  },
  {
    table: 'chat_messages',
    keepDays: 30,
    expired:
      'created_at < $cutoff AND NOT EXISTS (SELECT 1 FROM chat_tips t WHERE t.message_id = chat_messages.id) AND NOT EXISTS (SELECT 1 FROM chat_reports r WHERE r.message_id = chat_messages.id)',
    why: 'a room shows its last 35; a month covers any complaint about what was said, and reported lines and tip lines are kept with their records',
  },
];
