import type { PromotionReport, PromotionReportRow } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { TextField } from '../../../ui/Field';
import { Skeleton } from '../../../ui/Skeleton';
import { adminKeys, queryString, useAdminQuery } from '../api';
import { PageTitle } from '../parts';
import { DataTable, queryProps } from '../table/DataTable';

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const column = createColumnHelper<PromotionReportRow>();
const perUsd = (value: string | null) => value ?? '—';

const columns = [
  column.accessor('day', { header: 'Day (UTC)' }),
  column.accessor('offer', { header: 'Offer', meta: { filter: 'text' } }),
  column.accessor('purchases', { header: 'Purchases', meta: { numeric: true } }),
  column.accessor('revenue_usd', { header: 'Revenue (USD)', meta: { numeric: true } }),
  column.accessor('gc_sold', { header: 'GC sold', meta: { numeric: true } }),
  column.accessor('sc_given', { header: 'SC given', meta: { numeric: true } }),
  column.accessor('sc_per_usd', {
    header: 'SC per USD',
    meta: { numeric: true },
    cell: (c) => perUsd(c.getValue()),
  }),
];

function Figure({ label, value, testId }: { label: string; value: string | undefined; testId?: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface-1 p-4">
      <p className="text-xs text-text-muted">{label}</p>
      {value === undefined ? (
        <Skeleton className="mt-1 h-7 w-24" />
      ) : (
        <p className="tabular mt-1 text-xl font-bold" data-testid={testId}>
          {value}
        </p>
      )}
    </div>
  );
}

/**
 * `/admin/reports`: SC given against purchase revenue per day and offer (promotion, discount or none),
 * and the SC the operator may still have to honour, from the ledger (docs/promotions.md).
 */
export function ReportsPage() {
  const [from, setFrom] = useState(() => day(Date.now() - 29 * DAY_MS));
  const [to, setTo] = useState(() => day(Date.now()));
  const query = useAdminQuery<PromotionReport>(
    adminKeys.area('reports', from, to),
    `/admin/reports/promotions${queryString({ from, to })}`,
    Boolean(from && to),
  );
  const report = query.data;
  const liability = report?.liability;
  const totals = report?.totals;
  return (
    <section className="flex flex-col gap-6">
      <PageTitle
        title="Reports"
        hint="Sweeps Coins given with purchases against the money taken, and the SC still owed."
      >
        <TextField label="From" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        <TextField label="To" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
      </PageTitle>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <Figure label="SC liability (all players)" value={liability?.sc_total} testId="sc-liability" />
        <Figure label="Unplayed SC" value={liability?.sc_unplayed} />
        <Figure label="Redeemable SC" value={liability?.sc_redeemable} />
        <Figure label="Redemptions pending" value={liability?.sc_pending_redemption} />
        <Figure label="SC redeemed (paid)" value={liability?.sc_redeemed} />
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure label="Revenue in the window (USD)" value={totals?.revenue_usd} testId="report-revenue" />
        <Figure label="SC given in the window" value={totals?.sc_given} />
        <Figure label="SC per USD" value={totals ? perUsd(totals.sc_per_usd) : undefined} />
        <Figure label="Purchases" value={totals ? String(totals.purchases) : undefined} />
      </div>
      <DataTable<PromotionReportRow>
        label="Purchases by day and offer"
        columns={columns}
        {...queryProps(query, report?.rows)}
        empty="No completed purchase in these days."
        rowId={(row) => `${row.day}-${row.offer}`}
        pageSize={50}
      />
    </section>
  );
}
