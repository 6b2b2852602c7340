import type { TransactionRow } from '@casino/contract';
import { Navigate, useParams } from 'react-router';
import { LinkTabs } from '../../ui/LinkTabs';
import { Amount, When } from './Amount';
import { useTransactions } from './api';
import { LedgerHeader } from './LedgerHeader';
import { kindLabel, LISTS, listOf } from './labels';
import { type Column, PagedList } from './PagedList';

/** /transactions/{name}: the player's purchases, bonuses, redemptions or plays (spec §2, MyTransactions). */
export default function TransactionsPage() {
  const list = listOf(useParams().name);
  if (!list) return <Navigate to="/transactions/purchases" replace />;
  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-5">
      <LedgerHeader
        section="transactions"
        title="Transactions"
        text="Every coin in and out of your account, to the cent."
      />
      <LinkTabs
        name="transactions"
        label="Transaction lists"
        tabs={LISTS.map((l) => ({ to: `/transactions/${l.name}`, label: l.label }))}
      />
      <TransactionList key={list.name} {...list} />
    </div>
  );
}

const COLUMNS: Column<TransactionRow>[] = [
  { label: 'Type', cell: (row) => kindLabel(row.kind), className: 'font-medium' },
  { label: 'ID', cell: (row) => `#${row.id}`, className: 'tabular text-text-muted' },
  { label: 'Time', cell: (row) => <When iso={row.created_at} />, className: 'text-text-muted' },
  {
    label: 'Amount',
    cell: (row) => <Amount coin={row.coin} amount={row.amount} />,
    className: 'text-right',
  },
];

function TransactionList({ name, empty }: (typeof LISTS)[number]) {
  return (
    <PagedList
      query={useTransactions(name)}
      label="Transactions"
      empty={empty}
      to={(row) => `/transactions/${row.name}/${row.id}`}
      title={(row) => `${kindLabel(row.kind)} #${row.id}`}
      columns={COLUMNS}
      testId="transaction"
      card={(row) => ({
        main: (
          <>
            <span className="truncate font-medium">{kindLabel(row.kind)}</span>
            <span className="truncate text-xs text-text-muted">
              #{row.id} · <When iso={row.created_at} />
            </span>
          </>
        ),
        aside: <Amount coin={row.coin} amount={row.amount} />,
      })}
    />
  );
}
