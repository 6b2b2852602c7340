import type { AdminIdentitySession, AdminPurchase, LocationCheck } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { formatWhen } from '../../../lib/format';
import { Badge } from '../parts';
import { identityColumns } from '../queues/identity-columns';
import { purchaseColumns } from '../queues/purchase-columns';
import { PagedTable } from '../table/PagedTable';

/** The player's purchases, every status. */
export function PurchasesTab({ userId }: { userId: string }) {
  return (
    <PagedTable<AdminPurchase>
      label="Purchases"
      area="purchases"
      path={`/admin/users/${userId}/purchases`}
      columns={purchaseColumns}
      empty="No purchases yet."
      rowId={(row) => row.id}
    />
  );
}

/** Every identity verification the player started, with the vendor's answer. */
export function IdentityTab({ userId }: { userId: string }) {
  return (
    <PagedTable<AdminIdentitySession>
      label="Identity verifications"
      area="identity"
      path={`/admin/users/${userId}/identity`}
      columns={identityColumns}
      empty="No verification started."
      rowId={(row) => row.id}
    />
  );
}

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

/** The player's location checks (gates issue), newest first. */
export function LocationChecksTab({ userId }: { userId: string }) {
  return (
    <PagedTable<LocationRow>
      label="Location checks"
      area="locations"
      path={`/admin/users/${userId}/location-checks`}
      columns={LOCATION_COLUMNS}
      empty="No location checks yet."
      rowId={(row) => row.id}
    />
  );
}

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

/** The player's sign-ins: where from, on what, and whether each is still open. */
export function SessionsTab({ userId }: { userId: string }) {
  return (
    <PagedTable<SessionRow>
      label="Sessions"
      area="sessions"
      path={`/admin/users/${userId}/sessions`}
      columns={SESSION_COLUMNS}
      empty="No sessions."
      rowId={(row) => row.id}
    />
  );
}
