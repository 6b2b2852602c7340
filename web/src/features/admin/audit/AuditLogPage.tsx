import { type AuditRow, STAFF_ACTIONS } from '@casino/contract';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { SelectField, TextField } from '../../../ui/Field';
import { PageTitle } from '../parts';
import { PagedTable } from '../table/PagedTable';
import { useSearchDraft } from '../table/SearchBox';
import { ACTION_NAMES } from './action-names';
import { AUDIT_COLUMNS } from './audit-columns';

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
        columns={AUDIT_COLUMNS}
        empty="No staff action matches."
        rowId={(row) => row.id}
        stackOnPhone
      />
    </section>
  );
}
