import type { AdminUserRow, AdminUsersPage } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Search } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatWhen } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { adminKeys, queryString, useAdminQuery } from '../api';
import { Badge, PageTitle } from '../parts';
import { DataTable, queryProps } from '../table/DataTable';
import { serverPageProps } from '../table/PagedTable';
import { SearchBox, useSearchDraft } from '../table/SearchBox';

const column = createColumnHelper<AdminUserRow>();

const COLUMNS = [
  column.accessor('id', { header: 'ID', meta: { numeric: true } }),
  column.accessor((row) => row.username ?? '', {
    id: 'username',
    header: 'Username',
    meta: { filter: 'text' },
    cell: (info) => <span className="font-semibold">{info.getValue() || '—'}</span>,
  }),
  column.accessor('email', { header: 'Email', meta: { filter: 'text' } }),
  column.accessor('rank', { header: 'Rank' }),
  column.accessor('state', { header: 'State' }),
  column.display({
    id: 'flags',
    header: 'Account',
    cell: ({ row }) => <AccountFlags user={row.original} />,
  }),
  column.accessor('created_at', { header: 'Joined', cell: (info) => formatWhen(info.getValue()) }),
];

/** A player's standing at a glance: banned, frozen, watched, or in good standing. */
export function AccountFlags({ user }: { user: Pick<AdminUserRow, 'banned' | 'frozen' | 'balance_watch'> }) {
  if (!user.banned && !user.frozen && !user.balance_watch) return <Badge tone="good">active</Badge>;
  return (
    <span className="flex flex-wrap gap-1">
      {user.banned && <Badge tone="bad">banned</Badge>}
      {user.frozen && <Badge tone="warn">frozen</Badge>}
      {user.balance_watch && <Badge tone="neutral">watched</Badge>}
    </span>
  );
}

/** `/admin/users`: find a player by id, username or email; the newest players when nothing is asked. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const { draft, setDraft, submit } = useSearchDraft(q, (asked) =>
    setParams(asked.trim() ? { q: asked.trim() } : {}),
  );
  const navigate = useNavigate();
  const users = useAdminQuery<AdminUsersPage>(
    adminKeys.area('users', 'list', q, page),
    `/admin/users${queryString({ q, page })}`,
  );
  return (
    <section>
      <PageTitle
        title="Players"
        hint="Search by id, username or email; open a player to act on the account."
      />
      <form onSubmit={submit} className="mb-4 flex gap-2">
        <SearchBox
          label="Search players"
          value={draft}
          onChange={setDraft}
          placeholder="Id, username or email"
          className="h-10 min-w-0 flex-1 text-text placeholder:text-text-muted/70 md:max-w-md"
        />
        <Button type="submit" variant="secondary" data-testid="admin-user-search">
          <Search size={16} /> Search
        </Button>
      </form>
      <DataTable
        label="Players"
        columns={COLUMNS}
        {...queryProps(users, users.data?.data)}
        empty={q ? `No player matches “${q}”.` : 'No players yet.'}
        rowId={(row) => row.id}
        stackOnPhone
        onRowClick={(row) => navigate(`/admin/users/${row.id}`)}
        {...serverPageProps(users.data, (next) =>
          setParams(q ? { q, page: String(next) } : { page: String(next) }),
        )}
      />
    </section>
  );
}
