import type { AuditRow } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatWhen } from '../../../lib/format';
import { PlayerText } from '../PlayerText';
import { humanize } from '../parts';
import { revealHidden } from '../visible-text';
import { actionName } from './action-names';
import { describeChange } from './describe-change';

const column = createColumnHelper<AuditRow>();

/** The audit log's columns: when, who, what, on whom, the change and the reason. */
export const AUDIT_COLUMNS = [
  column.accessor('created_at', {
    header: 'When',
    cell: (info) => <span className="whitespace-nowrap">{formatWhen(info.getValue())}</span>,
  }),
  column.accessor((row) => row.staff_username ?? `#${row.staff_id}`, {
    id: 'staff',
    header: 'Who',
    cell: (info) => <span className="font-semibold">{info.getValue()}</span>,
  }),
  column.accessor((row) => actionName(row), {
    id: 'action',
    header: 'What',
    cell: ({ row }) => <ActionCell entry={row.original} />,
  }),
  column.accessor((row) => row.subject_username ?? row.subject_user_id ?? '', {
    id: 'player',
    header: 'On whom',
    cell: ({ row }) => <PlayerCell entry={row.original} />,
  }),
  column.display({
    id: 'change',
    header: 'Before → after',
    cell: ({ row }) => <ChangeCell entry={row.original} />,
  }),
  column.accessor('reason', {
    header: 'Reason',
    meta: { filter: 'text' },
    // Staff type reasons, but a report's words may be pasted in: shown as text, hidden characters marked.
    cell: (info) => <PlayerText text={info.getValue() ?? '—'} className="block md:min-w-40" />,
  }),
];

/** The action in words, its name in the log (what the search filters by), and what it was on. */
function ActionCell({ entry }: { entry: AuditRow }) {
  // The player column says whom; this says what, when the action was on something of theirs.
  const thing =
    entry.subject_type && entry.subject_type !== 'user'
      ? `${humanize(entry.subject_type)} #${entry.subject_id ?? ''}`
      : null;
  return (
    <span className="flex flex-col md:min-w-44">
      <span className="font-semibold">{actionName(entry)}</span>
      <span className="text-xs text-text-muted">
        <code>{entry.action}</code>
        {thing && <> · on {thing}</>}
      </span>
    </span>
  );
}

function PlayerCell({ entry }: { entry: AuditRow }) {
  if (!entry.subject_user_id) return '—';
  return (
    <Link to={`/admin/users/${entry.subject_user_id}`} className="flex flex-col hover:text-accent">
      <span className="font-semibold">{entry.subject_username ?? 'No username yet'}</span>
      <span className="tabular text-xs text-text-muted">#{entry.subject_user_id}</span>
    </Link>
  );
}

/** Each changed field on its own line: its name, then the value before and the value after. */
function ChangeCell({ entry }: { entry: AuditRow }) {
  const changes = describeChange(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-xs text-text-muted">No change</span>;
  return (
    <dl className="flex flex-col gap-1 text-xs md:max-w-96 md:min-w-56" data-testid="audit-change">
      {changes.map(({ field, before, after }) => (
        <div key={field} className="flex flex-wrap gap-x-1">
          {field && <dt className="text-text-muted">{field}:</dt>}
          <dd className="break-words">
            {/* A deleted chat message's words are among the values: their hidden characters are marked. */}
            <bdi className="text-text-muted">{revealHidden(before)}</bdi> →{' '}
            <bdi className="font-semibold">{revealHidden(after)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
