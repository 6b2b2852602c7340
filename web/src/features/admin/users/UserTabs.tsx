import type {
  AdminRedemptionQueue,
  AdminUserDetail,
  AuditRow,
  BetHistoryRow,
  MyGamePlayPage,
  StaffActionName,
  TransactionName,
  TransactionRow,
  TransactionsPage,
} from '@casino/contract';
import { TRANSACTION_NAMES } from '@casino/contract';
import * as Tabs from '@radix-ui/react-tabs';
import { createColumnHelper } from '@tanstack/react-table';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useState } from 'react';
import { downloadCsv } from '../../../api/download';
import { formatWhen } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { useStaff } from '../access';
import { adminKeys, queryString, useAdminQuery } from '../api';
import { AUDIT_COLUMNS } from '../audit/audit-columns';
import { humanize } from '../parts';
import { redemptionColumns } from '../queues/redemption-columns';
import { amountColumn } from '../table/amount-column';
import { DataTable, type DataTableProps, queryProps, type TableQuery } from '../table/DataTable';
import { PagedTable } from '../table/PagedTable';
import { useCursorPages } from './cursor-pages';
import { PlayerListTab } from './PagedTabs';

const TABS = [
  { value: 'ledger', label: 'Ledger' },
  { value: 'bets', label: 'Bets' },
  { value: 'purchases', label: 'Purchases' },
  { value: 'redemptions', label: 'Redemptions' },
  { value: 'identity', label: 'Identity' },
  { value: 'locations', label: 'Location checks' },
  { value: 'sessions', label: 'Sessions' },
  // The audit log's entries on this player (chat mutes and bans among them), for those who read the log.
  { value: 'audit', label: 'Staff actions', action: 'audit.view' },
] as const satisfies readonly { value: string; label: string; action?: StaffActionName }[];

/** The player's lists, one tab each; only the open tab is read from the server. */
export function UserTabs({ user }: { user: AdminUserDetail }) {
  const [tab, setTab] = useState<string>('ledger');
  const { actions } = useStaff();
  const tabs = TABS.filter((t) => !('action' in t) || actions.includes(t.action));
  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <Tabs.List
        aria-label="Player lists"
        className="-mx-3 mb-3 flex overflow-x-auto border-b border-line px-3 [scrollbar-width:none] md:mx-0 md:px-0"
      >
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-text-muted hover:text-text data-[state=active]:border-accent data-[state=active]:text-text"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="ledger">{tab === 'ledger' && <LedgerTab userId={user.id} />}</Tabs.Content>
      <Tabs.Content value="bets">{tab === 'bets' && <BetsTab userId={user.id} />}</Tabs.Content>
      <Tabs.Content value="purchases">
        {tab === 'purchases' && <PlayerListTab userId={user.id} list="purchases" />}
      </Tabs.Content>
      <Tabs.Content value="redemptions">
        {tab === 'redemptions' && <RedemptionsTab userId={user.id} />}
      </Tabs.Content>
      <Tabs.Content value="identity">
        {tab === 'identity' && <PlayerListTab userId={user.id} list="identity" />}
      </Tabs.Content>
      <Tabs.Content value="locations">
        {tab === 'locations' && <PlayerListTab userId={user.id} list="locations" />}
      </Tabs.Content>
      <Tabs.Content value="sessions">
        {tab === 'sessions' && <PlayerListTab userId={user.id} list="sessions" />}
      </Tabs.Content>
      <Tabs.Content value="audit">{tab === 'audit' && <StaffActionsTab userId={user.id} />}</Tabs.Content>
    </Tabs.Root>
  );
}

/** What staff did to this player, newest first: the audit log's page, on this player alone. */
function StaffActionsTab({ userId }: { userId: string }) {
  return (
    <PagedTable<AuditRow>
      label="Staff actions"
      area="audit"
      path="/admin/audit"
      filters={{ userId }}
      columns={AUDIT_COLUMNS}
      empty="No staff action on this player yet."
      rowId={(row) => row.id}
      stackOnPhone
    />
  );
}

const ledgerColumn = createColumnHelper<TransactionRow>();
const LEDGER_COLUMNS = [
  ledgerColumn.accessor('created_at', { header: 'When', cell: (info) => formatWhen(info.getValue()) }),
  ledgerColumn.accessor('kind', { header: 'Kind', cell: (info) => humanize(info.getValue()) }),
  ledgerColumn.accessor('coin', { header: 'Coin' }),
  amountColumn(ledgerColumn, 'amount', { header: 'Amount', signed: true }),
  ledgerColumn.accessor((row) => (row.reference ? `${row.reference.type} #${row.reference.id}` : '—'), {
    id: 'reference',
    header: 'For',
  }),
];

/** The player's coin history, as they see it on /transactions, with the same CSV download. */
function LedgerTab({ userId }: { userId: string }) {
  const [name, setName] = useState<TransactionName>('plays');
  const pages = useCursorPages();
  const [downloading, setDownloading] = useState(false);
  const ledger = useAdminQuery<TransactionsPage>(
    adminKeys.area('ledger', userId, name, pages.cursor),
    `/admin/users/${userId}/ledger${queryString({ name, cursor: pages.cursor })}`,
  );
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCsv(`/admin/users/${userId}/ledger.csv`, `coin-history-${userId}.csv`);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {TRANSACTION_NAMES.map((n) => (
          <Button
            key={n}
            size="sm"
            variant={n === name ? 'primary' : 'secondary'}
            onClick={() => {
              setName(n);
              pages.reset();
            }}
          >
            {humanize(n)}
          </Button>
        ))}
        <Button size="sm" variant="secondary" className="ml-auto" pending={downloading} onClick={download}>
          <Download size={14} /> Download CSV
        </Button>
      </div>
      <CursorTable
        label="Ledger"
        columns={LEDGER_COLUMNS}
        query={ledger}
        pages={pages}
        empty="No movements of this kind."
      />
    </div>
  );
}

const betColumn = createColumnHelper<BetHistoryRow>();
const BET_COLUMNS = [
  betColumn.accessor('timestamp', { header: 'When', cell: (info) => formatWhen(info.getValue()) }),
  betColumn.accessor('game_name', { header: 'Game', meta: { filter: 'text' } }),
  betColumn.accessor('game_mode', { header: 'Coin' }),
  amountColumn(betColumn, 'wager', { header: 'Wager' }),
  betColumn.accessor((row) => Number(row.multiplier), {
    id: 'multiplier',
    header: 'Multiplier',
    meta: { numeric: true },
    cell: ({ row }) => `${row.original.multiplier}×`,
  }),
  amountColumn(betColumn, 'profit', { header: 'Profit', signed: true }),
];

function BetsTab({ userId }: { userId: string }) {
  const pages = useCursorPages();
  const bets = useAdminQuery<MyGamePlayPage>(
    adminKeys.area('bets', userId, pages.cursor),
    `/admin/users/${userId}/bets${queryString({ cursor: pages.cursor })}`,
  );
  return (
    <div className="flex flex-col gap-3">
      <CursorTable label="Bets" columns={BET_COLUMNS} query={bets} pages={pages} empty="No plays yet." />
    </div>
  );
}

function RedemptionsTab({ userId }: { userId: string }) {
  const queue = useAdminQuery<AdminRedemptionQueue>(
    adminKeys.area('redemptions', 'user', userId),
    `/admin/redemptions${queryString({ userId })}`,
  );
  return (
    <DataTable
      label="Redemptions"
      columns={redemptionColumns}
      {...queryProps(queue, queue.data?.redemptions)}
      empty="No redemptions yet."
      rowId={(row) => String(row.id)}
    />
  );
}

/**
 * A newest-first list the server pages by cursor: one page of rows, and Newer and Older under it
 * while there is another page either way.
 */
function CursorTable<Row extends { id: string }>({
  label,
  columns,
  query,
  pages,
  empty,
}: Pick<DataTableProps<Row>, 'label' | 'columns' | 'empty'> & {
  query: TableQuery & { data?: { data: Row[]; next_cursor: string | null } };
  pages: ReturnType<typeof useCursorPages>;
}) {
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        {...queryProps(query, query.data?.data)}
        empty={empty}
        rowId={(row) => row.id}
      />
      <CursorPager pages={pages} next={query.data?.next_cursor ?? null} />
    </>
  );
}

function CursorPager({ pages, next }: { pages: ReturnType<typeof useCursorPages>; next: string | null }) {
  if (!pages.newer && !next) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-end gap-2 text-sm text-text-muted">
      <Button variant="secondary" size="sm" onClick={pages.newer} disabled={!pages.newer} aria-label="Newer">
        <ChevronLeft size={14} />
      </Button>
      <span className="tabular">Page {pages.page}</span>
      <Button
        variant="secondary"
        size="sm"
        onClick={next ? () => pages.older(next) : undefined}
        disabled={!next}
        aria-label="Older"
      >
        <ChevronRight size={14} />
      </Button>
    </nav>
  );
}
