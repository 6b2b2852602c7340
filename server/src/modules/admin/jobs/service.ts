import { type AdminJobFilter, type AdminJobsPage, JOB_TEXTS } from '@casino/contract';
import type { Database } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../http/errors';
import { requeueDeadJob } from '../../../jobs';
import { recordStaffAction } from '../../staff';
import { pageOf, pageWindow } from '../paging';
import { jobCounts, jobsPage } from './repository';

/** `GET /api/admin/jobs`: a page of the money jobs under a filter, with the counts staff act on. */
export async function adminJobs(db: Database, filter: AdminJobFilter, page: number): Promise<AdminJobsPage> {
  const [{ jobs, total }, counts] = await Promise.all([
    jobsPage(db, filter, pageWindow(page)),
    jobCounts(db),
  ]);
  return { ...pageOf(jobs, page, total), counts };
}

/**
 * `POST /api/admin/jobs/:id/retry`: a dead job queued again, with the audit row in the same transaction.
 * The job's key is its vendor idempotency key, so a payout that did reach the vendor is not paid twice.
 */
export async function retryJob(db: Database, staffId: bigint, id: bigint): Promise<{ message: string }> {
  await inTransaction(db, async (trx) => {
    const job = await requeueDeadJob(trx, id);
    if (!job) {
      const exists = await trx.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst();
      throw exists
        ? new AppError('CONFLICT', JOB_TEXTS.notDead)
        : new AppError('NOT_FOUND', JOB_TEXTS.notFound);
    }
    await recordStaffAction(trx, {
      staffId,
      action: 'jobs.retry',
      subjectType: 'job',
      subjectId: id,
      before: { status: 'dead', kind: job.kind, key: job.key, last_error: job.last_error },
      after: { status: 'queued' },
    });
  });
  return { message: JOB_TEXTS.retried };
}
