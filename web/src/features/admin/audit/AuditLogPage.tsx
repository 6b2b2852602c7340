import { type AuditRow, STAFF_ACTIONS } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { formatWhen } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { SelectField, TextField } from '../../../ui/Field';
import { PageTitle } from '../parts';
import { PagedTable } from '../table/PagedTable';
import { describeChange } from './describe-change';

const column = createColumnHelper<AuditRow>();

const COLUMNS = [
  column.accessor('created_at', { header: 'When', cell: (info) => formatWhen(info.getValue()) }),
  column.accessor((row) => row.staff_username ?? `#${row.staff_id}`, { id: 'staff', header: 'Staff' }),
  column.accessor('action', {
    header: 'Action',
    cell: (info) => <code className="text-xs">{info.getValue()}</code>,
  }),
  column.accessor((row) => row.subject_user_id ?? '', {
    id: 'player',
    header: 'Player',
    cell: ({ row }) =>
      row.original.subject_user_id ? (
        <Link to={`/admin/users/${row.original.subject_user_id}`} className="hover:text-accent">
          #{row.original.subject_user_id}
        </Link>
      ) : (
        '—'
      ),
  }),
  // The player column says whom; this one says what, when the action was on something of theirs.
  column.accessor(
    (row) =>
      row.subject_type && row.subject_type !== 'user' ? `${row.subject_type} #${row.subject_id ?? ''}` : '—',
    {
      id: 'subject',
      header: 'On',
      cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span>,
    },
  ),
  column.accessor('reason', {
    header: 'Reason',
    meta: { filter: 'text' },
    cell: (info) => info.getValue() ?? '—',
  }),
  column.display({
    id: 'change',
    header: 'Before → after',
    cell: ({ row }) => (
      <span className="flex max-w-96 min-w-48 flex-col text-xs" data-testid="audit-change">
        {describeChange(row.original.before, row.original.after).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </span>
    ),
  }),
];

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
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const set = (name: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: e.target.value }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  return (
    <section>
      <PageTitle
        title="Audit log"
        hint="Who did what to whom, with the state before and after. Nothing here can be changed."
      />
      <form onSubmit={search} className="mb-4 grid grid-cols-2 items-end gap-2 md:grid-cols-3">
        <TextField label="Staff id" inputMode="numeric" value={draft.staffId} onChange={set('staffId')} />
        <TextField label="Player id" inputMode="numeric" value={draft.userId} onChange={set('userId')} />
        <SelectField
          label="Action"
          value={draft.action}
          onChange={set('action')}
          placeholder="Any action"
          options={STAFF_ACTIONS.map((a) => ({ value: a, label: a }))}
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
      />
    </section>
  );
}
