import { ADMIN_JOB_FILTERS, type AdminJob, type AdminJobFilter, type AdminJobsPage } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatWhen } from '../../../lib/format';
import { useMay } from '../access';
import { Badge, PageTitle } from '../parts';
import { RowActionButton, useRowAction, withRowActions } from '../row-actions';
import { StatusQueue, useStatusQueue } from '../table/StatusQueue';
import { jobKindLabel, jobSubjectLink } from './job-kinds';

const column = createColumnHelper<AdminJob>();

const EMPTY: Record<AdminJobFilter, string> = {
  attention: 'Nothing needs you: every payment, payout and message went out.',
  dead: 'No dead job.',
  retrying: 'No job is retrying.',
  queued: 'Nothing is queued.',
  running: 'Nothing is running.',
  done: 'Nothing has run in the last 7 days.',
};

/** A queued job that has failed before is waiting for its next attempt: staff read it as retrying. */
const shownStatus = (job: AdminJob) =>
  job.status === 'queued' && job.attempts > 0 ? 'retrying' : job.status;
const STATUS_TONE = {
  queued: 'neutral',
  retrying: 'warn',
  running: 'neutral',
  done: 'good',
  dead: 'bad',
} as const;

function Subject({ job }: { job: AdminJob }) {
  const link = jobSubjectLink(job.key);
  const key = <span className="break-all font-mono text-xs text-text-muted">{job.key}</span>;
  return (
    <span className="flex flex-col gap-0.5">
      <span className="font-semibold">{jobKindLabel(job.kind)}</span>
      {link ? (
        <Link to={link} className="hover:text-accent">
          {key}
        </Link>
      ) : (
        key
      )}
    </span>
  );
}

const COLUMNS = [
  column.accessor('id', { header: 'ID', meta: { numeric: true } }),
  column.accessor((row) => `${jobKindLabel(row.kind)} ${row.key}`, {
    id: 'what',
    header: 'What',
    meta: { filter: 'text' },
    cell: ({ row }) => <Subject job={row.original} />,
  }),
  column.accessor(shownStatus, {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span className="flex max-w-80 flex-col items-start gap-0.5">
        <span className="flex flex-wrap items-center gap-1">
          <Badge tone={STATUS_TONE[shownStatus(row.original)]}>{shownStatus(row.original)}</Badge>
          {row.original.stuck && <Badge tone="bad">stuck</Badge>}
        </span>
        {row.original.last_error && (
          <span className="line-clamp-2 text-xs text-text-muted" title={row.original.last_error}>
            {row.original.last_error}
          </span>
        )}
      </span>
    ),
  }),
  column.accessor('attempts', {
    header: 'Attempts',
    meta: { numeric: true },
    cell: ({ row }) => `${row.original.attempts} / ${row.original.max_attempts}`,
  }),
  column.accessor('run_at', {
    header: 'Next or last run',
    cell: (info) => formatWhen(info.getValue()),
  }),
];

/**
 * `/admin/jobs`: the vendor calls that move money and the messages we send, as the durable queue holds
 * them. A dead job is money or a message that did not go out: staff look at its error and retry it (the
 * job's key is the vendor's idempotency key, so a payout that did reach the vendor is not paid twice).
 */
export function JobsPage() {
  const mayRetry = useMay('jobs.retry');
  const {
    status: filter,
    answer: jobs,
    queue,
  } = useStatusQueue<AdminJobsPage, AdminJobFilter>('jobs', '/admin/jobs', 'attention');
  const retry = useRowAction<string>({
    path: (id) => `/admin/jobs/${id}/retry`,
    done: (answer) => (answer as { message?: string })?.message ?? 'Queued again.',
    refresh: ['jobs', 'audit', 'redemptions'],
  });
  const counts = jobs?.counts;
  const columns = withRowActions(
    COLUMNS,
    column,
    (job) =>
      job.status === 'dead' ? (
        <RowActionButton action={retry} rowId={job.id}>
          Retry
        </RowActionButton>
      ) : null,
    mayRetry,
  );
  return (
    <section>
      <PageTitle
        title="Money jobs"
        hint="Payments, payouts and messages sent through outside vendors. Dead ones need you."
      />
      <StatusQueue
        statuses={ADMIN_JOB_FILTERS}
        {...queue}
        counts={
          counts
            ? {
                attention: counts.dead + counts.retrying + counts.stuck,
                dead: counts.dead,
                retrying: counts.retrying,
              }
            : undefined
        }
        label="Money jobs"
        columns={columns}
        empty={EMPTY[filter]}
        rowId={(row) => row.id}
      />
    </section>
  );
}
