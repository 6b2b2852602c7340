import { z } from 'zod';
import { adminPage, adminPageNumber } from './admin';

/**
 * The back office's views of the durable job queue (server/src/jobs): `attention` is what staff should
 * look at (dead, retrying after a failure, or not taken by any worker for too long).
 */
export const ADMIN_JOB_FILTERS = ['attention', 'dead', 'retrying', 'queued', 'running', 'done'] as const;
export type AdminJobFilter = (typeof ADMIN_JOB_FILTERS)[number];

export const JOB_STATUSES = ['queued', 'running', 'done', 'dead'] as const;

export const adminJobsQuerySchema = z.object({
  status: z.enum(ADMIN_JOB_FILTERS, { error: 'Unknown job filter.' }).default('attention'),
  page: adminPageNumber,
});

export const adminJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** Our idempotency key for the work, naming its subject (`payout:redemption-42`). */
  key: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  /** When the next attempt runs (queued), or ran. */
  run_at: z.string(),
  last_error: z.string().nullable(),
  /** Queued for longer than a worker should take, or running on a worker whose lease ran out. */
  stuck: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobsPageSchema = adminPage(adminJobSchema).extend({
  counts: z.object({
    dead: z.number().int(),
    retrying: z.number().int(),
    stuck: z.number().int(),
  }),
});
export type AdminJobsPage = z.infer<typeof adminJobsPageSchema>;

/** `POST /api/admin/jobs/:id/retry` refusals. */
export const JOB_TEXTS = {
  notFound: 'No job by this id.',
  notDead: 'Only a dead job can be retried; this one is still being worked on or is done.',
  retried: 'The job is queued again.',
} as const;
