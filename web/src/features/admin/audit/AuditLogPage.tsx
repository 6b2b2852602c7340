import { type AuditRow, STAFF_ACTIONS } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatWhen } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { SelectField, TextField } from '../../../ui/Field';
import { humanize, PageTitle } from '../parts';
import { PagedTable } from '../table/PagedTable';
import { useSearchDraft } from '../table/SearchBox';
import { ACTION_NAMES, actionName } from './action-names';
import { describeChange } from './describe-change';

const column = createColumnHelper<AuditRow>();

const COLUMNS = [
  column.accessor('created_at', {
    header: 'When',
    cell: (info) => <span className="whitespace-nowrap">{formatWhen(info.getValue())}</span>,
  }),
  column.accessor((row) => row.staff_username ?? `#${row.staff_id}`, {
    id: 'staff',
    header: 'Who',
    cell: (info) => <span className="font-semibold">{info.getValue()}</span>,
  }),
  column.accessor((row) => actionName(row.action, row.after), {
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
    cell: (info) => <span className="block md:min-w-40">{info.getValue() ?? '—'}</span>,
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
      <span className="font-semibold">{actionName(entry.action, entry.after)}</span>
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
            <span className="text-text-muted">{before}</span> → <span className="font-semibold">{after}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface Filters {
  staffId: string;
  userId: string;
  action: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { staffId: '', userId: '', action: '', from: '', to: '' };

/** A date field's day as the start (or end) of that day in the staff member's own clock, in ISO. */
const dayBound = (day: string, end: boolean) =>
  day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : undefined;

/** `/admin/audit`: every staff action, append-only, newest first; search by staff, player, action and dates. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const { draft, setDraft, submit } = useSearchDraft(NO_FILTERS, setFilters);
  const set = (name: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: e.target.value }));
  return (
    <section>
      <PageTitle
        title="Audit log"
        hint="Who did what to whom, with the state before and after. Nothing here can be changed."
      />
      <form onSubmit={submit} className="mb-4 grid grid-cols-2 items-end gap-2 md:grid-cols-3">
        <TextField label="Staff id" inputMode="numeric" value={draft.staffId} onChange={set('staffId')} />
        <TextField label="Player id" inputMode="numeric" value={draft.userId} onChange={set('userId')} />
        <SelectField
          label="Action"
          value={draft.action}
          onChange={set('action')}
          placeholder="Any action"
          options={STAFF_ACTIONS.map((a) => ({ value: a, label: ACTION_NAMES[a] }))}
        />
        <TextField label="From" type="date" value={draft.from} onChange={set('from')} />
        <TextField label="To" type="date" value={draft.to} onChange={set('to')} />
        <Button type="submit" variant="secondary" className="h-11">
          Search
        </Button>
      </form>
      <PagedTable<AuditRow>
        label="Audit log"
        area="audit"
        path="/admin/audit"
        filters={{
          staffId: filters.staffId.trim() || undefined,
          userId: filters.userId.trim() || undefined,
          action: filters.action || undefined,
          from: dayBound(filters.from, false),
          to: dayBound(filters.to, true),
        }}
        columns={COLUMNS}
        empty="No staff action matches."
        rowId={(row) => row.id}
        stackOnPhone
      />
    </section>
  );
}
