import type { AdminRedemption, RedemptionPayoutState, RedemptionStatus } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatWhen } from '../../../lib/format';
import { Badge, humanize } from '../parts';
import { amountColumn } from '../table/amount-column';
import { dueClock } from './due-clock';

const column = createColumnHelper<AdminRedemption>();

const STATUS_TONE: Record<RedemptionStatus, 'good' | 'bad' | 'warn' | 'neutral'> = {
  pending_review: 'warn',
  approved: 'neutral',
  paid: 'good',
  rejected: 'bad',
  cancelled: 'neutral',
  failed: 'bad',
};

const PAYOUT_TONE: Record<RedemptionPayoutState, 'bad' | 'warn' | 'neutral'> = {
  sending: 'neutral',
  pending_vendor: 'neutral',
  retrying: 'warn',
  dead: 'bad',
};

/** Where an approved request's vendor payout stands: a retrying or dead one needs staff now, not at 44 h. */
function PayoutState({ redemption }: { redemption: AdminRedemption }) {
  if (!redemption.payout) return null;
  return (
    <span className="flex flex-col items-start gap-0.5" data-testid="redemption-payout">
      <Badge tone={PAYOUT_TONE[redemption.payout]}>payout {humanize(redemption.payout)}</Badge>
      {redemption.payout_error && (
        <span className="max-w-64 truncate text-xs text-text-muted" title={redemption.payout_error}>
          {redemption.payout_error}
        </span>
      )}
    </span>
  );
}

/** The request's promised time and whether it is about to miss it (the queue's reason to exist). */
export function DueCell({ redemption }: { redemption: AdminRedemption }) {
  if (!redemption.due_at) return <span className="text-text-muted">—</span>;
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="tabular" title={formatWhen(redemption.due_at)}>
        {dueClock(redemption.due_at)}
      </span>
      {redemption.overdue ? (
        <Badge tone="bad">overdue</Badge>
      ) : redemption.due_soon ? (
        <Badge tone="warn">due soon</Badge>
      ) : null}
    </span>
  );
}

/** The columns of a redemption list (a player's, the queue); the queue adds its actions. */
export const redemptionColumns = [
  column.accessor('id', { header: 'ID', meta: { numeric: true } }),
  column.accessor((row) => row.user.username, {
    id: 'player',
    header: 'Player',
    meta: { filter: 'text' },
    cell: ({ row }) => (
      <Link to={`/admin/users/${row.original.user.id}`} className="font-semibold hover:text-accent">
        {row.original.user.username}
      </Link>
    ),
  }),
  column.accessor('created_at', { header: 'Requested', cell: (info) => formatWhen(info.getValue()) }),
  column.accessor('method', { header: 'Method', cell: (info) => humanize(info.getValue()) }),
  amountColumn(column, 'amount', { header: 'SC' }),
  column.accessor('destination', { header: 'To' }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-0.5">
        <Badge tone={STATUS_TONE[row.original.status]}>{humanize(row.original.status)}</Badge>
        {row.original.reason && <span className="text-xs text-text-muted">{row.original.reason}</span>}
        {row.original.payout_reference && (
          <span className="text-xs text-text-muted">Ref {row.original.payout_reference}</span>
        )}
        {row.original.gift_card_code && (
          <span className="font-mono text-xs text-text-muted">{row.original.gift_card_code}</span>
        )}
        <PayoutState redemption={row.original} />
      </span>
    ),
  }),
  column.accessor((row) => (row.due_at ? new Date(row.due_at).getTime() : Number.POSITIVE_INFINITY), {
    id: 'due',
    header: 'Due',
    cell: ({ row }) => <DueCell redemption={row.original} />,
  }),
];
