import type { AdminJob, AdminJobFilter } from '@casino/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { iso, type PageWindow } from '../paging';

/** A queued job no worker has taken this long after it was due: the workers are down or cannot reach it. */
const STUCK_AFTER_MINUTES = 5;

type Jobs = ExpressionBuilder<DB, 'jobs'>;

const retrying = (eb: Jobs) => eb.and([eb('status', '=', 'queued'), eb('attempts', '>', 0)]);
const stuck = (eb: Jobs) =>
  eb.or([
    eb.and([eb('status', '=', 'running'), eb('locked_until', '<', sql<Date>`now()`)]),
    eb.and([
      eb('status', '=', 'queued'),
      eb('run_at', '<', sql<Date>`now() - make_interval(mins => ${STUCK_AFTER_MINUTES})`),
    ]),
  ]);

function matching(eb: Jobs, filter: AdminJobFilter) {
  switch (filter) {
    case 'attention':
      return eb.or([eb('status', '=', 'dead'), retrying(eb), stuck(eb)]);
    case 'retrying':
      return retrying(eb);
    case 'dead':
    case 'queued':
    case 'running':
    case 'done':
      return eb('status', '=', filter);
  }
}

/** One page of jobs under a filter, the most recently changed first. */
export async function jobsPage(db: Database, filter: AdminJobFilter, window: PageWindow) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('jobs')
      .select([
        'id',
        'kind',
        'key',
        'status',
        'attempts',
        'max_attempts',
        'run_at',
        'last_error',
        'created_at',
        'updated_at',
        (eb) => stuck(eb).as('stuck'),
      ])
      .where((eb) => matching(eb, filter))
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where((eb) => matching(eb, filter))
      .executeTakeFirstOrThrow(),
  ]);
  const jobs: AdminJob[] = rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    key: row.key,
    status: row.status,
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    run_at: iso(row.run_at) as string,
    last_error: row.last_error,
    stuck: Boolean(row.stuck),
    created_at: iso(row.created_at) as string,
    updated_at: iso(row.updated_at) as string,
  }));
  return { jobs, total: Number(total.n) };
}

/** How many jobs are dead, retrying and stuck: the back office's counts. */
export async function jobCounts(db: Database): Promise<{ dead: number; retrying: number; stuck: number }> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => [
      eb.fn.countAll<bigint>().filterWhere('status', '=', 'dead').as('dead'),
      eb.fn.countAll<bigint>().filterWhere(retrying).as('retrying'),
      eb.fn.countAll<bigint>().filterWhere(stuck).as('stuck'),
    ])
    .where('status', 'in', ['queued', 'running', 'dead'])
    .executeTakeFirstOrThrow();
  return { dead: Number(row.dead), retrying: Number(row.retrying), stuck: Number(row.stuck) };
}
