import type { AdminIdentitySession, AdminPurchase, LocationCheck } from '@casino/contract';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { formatWhen } from '../../../lib/format';
import { Badge } from '../parts';
import { identityColumns } from '../queues/identity-columns';
import { purchaseColumns } from '../queues/purchase-columns';
import { PagedTable, type PagedTableProps } from '../table/PagedTable';

type LocationRow = LocationCheck & { id: string };
const locationColumn = createColumnHelper<LocationRow>();
const LOCATION_COLUMNS = [
  locationColumn.accessor('checked_at', { header: 'When', cell: (info) => formatWhen(info.getValue()) }),
  locationColumn.accessor((row) => row.state ?? row.country ?? '—', { id: 'where', header: 'Where' }),
  locationColumn.accessor('rule', { header: 'State rule' }),
  locationColumn.accessor('passed', {
    header: 'Result',
    cell: (info) => (info.getValue() ? <Badge tone="good">passed</Badge> : <Badge tone="bad">refused</Badge>),
  }),
  locationColumn.accessor((row) => [...row.fraud, ...row.reasons].join(', '), {
    id: 'why',
    header: 'Flags and reasons',
    cell: (info) => info.getValue() || '—',
  }),
];

interface SessionRow {
  id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  active: boolean;
}
const sessionColumn = createColumnHelper<SessionRow>();
const SESSION_COLUMNS = [
  sessionColumn.accessor('created_at', { header: 'Signed in', cell: (info) => formatWhen(info.getValue()) }),
  sessionColumn.accessor('ip', {
    header: 'IP',
    meta: { filter: 'text' },
    cell: (info) => info.getValue() ?? '—',
  }),
  sessionColumn.accessor('user_agent', {
    header: 'Device',
    cell: (info) => <span className="line-clamp-1 max-w-72">{info.getValue() ?? '—'}</span>,
  }),
  sessionColumn.accessor('active', {
    header: 'State',
    cell: ({ row }) =>
      row.original.active ? (
        <Badge tone="good">active</Badge>
      ) : (
        <Badge>{row.original.revoked_reason ?? 'ended'}</Badge>
      ),
  }),
  sessionColumn.accessor('expires_at', { header: 'Expires', cell: (info) => formatWhen(info.getValue()) }),
];

/** How one of the player's lists is asked for and shown. */
interface PlayerList {
  /** The list's part of the address: `/admin/users/{id}/{path}`. */
  path: string;
  /** The area the actions that change it refresh. */
  area: string;
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: columns of mixed value types, as TanStack's own examples type them
  columns: ColumnDef<{ id: string }, any>[];
  empty: string;
}

/** A list's description; its columns were typed against its rows here, where they are named. */
function playerList<Row extends { id: string }>(
  path: string,
  area: string,
  label: string,
  columns: PagedTableProps<Row>['columns'],
  empty: string,
): PlayerList {
  return { path, area, label, columns: columns as PlayerList['columns'], empty };
}

const PLAYER_LISTS = {
  /** The player's purchases, every status. */
  purchases: playerList<AdminPurchase>(
    'purchases',
    'purchases',
    'Purchases',
    purchaseColumns,
    'No purchases yet.',
  ),
  /** Every identity verification the player started, with the vendor's answer. */
  identity: playerList<AdminIdentitySession>(
    'identity',
    'identity',
    'Identity verifications',
    identityColumns,
    'No verification started.',
  ),
  /** The player's location checks (gates issue), newest first. */
  locations: playerList<LocationRow>(
    'location-checks',
    'locations',
    'Location checks',
    LOCATION_COLUMNS,
    'No location checks yet.',
  ),
  /** The player's sign-ins: where from, on what, and whether each is still open. */
  sessions: playerList<SessionRow>('sessions', 'sessions', 'Sessions', SESSION_COLUMNS, 'No sessions.'),
} satisfies Record<string, PlayerList>;

/** The name of one of the player's lists shown as a tab. */
export type PlayerListName = keyof typeof PLAYER_LISTS;

/** One of the player's lists in its tab: a page at a time, as the server pages it. */
export function PlayerListTab({ userId, list }: { userId: string; list: PlayerListName }) {
  const { path, area, label, columns, empty } = PLAYER_LISTS[list];
  return (
    <PagedTable
      label={label}
      area={area}
      path={`/admin/users/${userId}/${path}`}
      columns={columns}
      empty={empty}
      rowId={(row) => row.id}
    />
  );
}
