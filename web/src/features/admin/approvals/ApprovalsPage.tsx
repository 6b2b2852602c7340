import {
  APPROVAL_STATUSES,
  type ApprovalStatus,
  type ApprovalsPage as Page,
  type StaffApproval,
} from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatCoins, formatWhen } from '../../../lib/format';
import { useStaff } from '../access';
import { PageTitle } from '../parts';
import { type ReasonDialogWords, withRowActions } from '../row-actions';
import { RowDecisionButtons, RowDecisionDialog, useRowDecision } from '../row-decision';
import { StatusQueue, useStatusQueue } from '../table/StatusQueue';
import { statusColumn } from '../table/status-column';

const column = createColumnHelper<StaffApproval>();
const KIND_LABEL: Record<StaffApproval['kind'], string> = {
  adjustment: 'Adjustment',
  bonus_code: 'Bonus code',
  vip_bonus: 'VIP bonus',
  rain: 'Chat rain',
};
const STATUS_TONE = { pending: 'warn', approved: 'good', rejected: 'neutral' } as const;

/** A payload's amount as players and staff read it (the payload keeps the wire's decimal string). */
const coins = (amount: unknown) => formatCoins(String(amount ?? '0.00'));

/** What the maker asked for, in a line: the account and reason, the code and its claims, the award. */
function describeRequest(approval: StaffApproval): string {
  const p = approval.payload as Record<string, string | number | null | undefined>;
  switch (approval.kind) {
    case 'adjustment':
      return `${coins(p.amount)} on ${String(p.account).replaceAll('_', ' ')}: ${p.reason ?? ''}`;
    case 'bonus_code':
      return `${p.code} (${p.title}): ${coins(p.gc)} GC, ${coins(p.sc)} SC a claim × ${p.max_claims}`;
    case 'vip_bonus':
      return `${p.reward_type}: ${coins(p.gc)} GC, ${coins(p.sc)} SC`;
    case 'rain':
      return `Rain in ${p.room_id}: ${coins(p.gc)} GC, ${coins(p.sc)} SC: ${p.reason ?? ''}`;
  }
}

const COLUMNS = [
  column.accessor('id', { header: 'ID', meta: { numeric: true } }),
  column.accessor('kind', { header: 'Action', cell: (info) => KIND_LABEL[info.getValue()] }),
  column.accessor((row) => row.subject_username ?? row.subject_user_id ?? '', {
    id: 'player',
    header: 'Player',
    meta: { filter: 'text' },
    cell: ({ row }) =>
      row.original.subject_user_id ? (
        <Link to={`/admin/users/${row.original.subject_user_id}`} className="font-semibold hover:text-accent">
          {row.original.subject_username ?? `#${row.original.subject_user_id}`}
        </Link>
      ) : (
        <span className="text-text-muted">every claimer</span>
      ),
  }),
  column.accessor((row) => Number(row.sc), {
    id: 'amount',
    header: 'At most',
    meta: { numeric: true },
    cell: ({ row }) => (
      <span className="flex flex-col items-end">
        {row.original.sc !== '0.00' && <span className="text-sc">{formatCoins(row.original.sc)} SC</span>}
        {row.original.gc !== '0.00' && <span className="text-gc">{formatCoins(row.original.gc)} GC</span>}
      </span>
    ),
  }),
  column.display({
    id: 'request',
    header: 'Request',
    cell: ({ row }) => <span className="line-clamp-2 max-w-80">{describeRequest(row.original)}</span>,
  }),
  column.accessor('maker_username', {
    header: 'Asked by',
    cell: ({ row }) => row.original.maker_username ?? `#${row.original.maker_id}`,
  }),
  column.accessor('created_at', { header: 'Asked', cell: (info) => formatWhen(info.getValue()) }),
  statusColumn(column, STATUS_TONE, (approval) => [
    approval.checker_username && `by ${approval.checker_username} ${formatWhen(approval.decided_at)}`,
    approval.decision_reason,
  ]),
];

/** What rejecting a request says to the admin who decides. */
const REJECT_DIALOG: ReasonDialogWords = {
  title: 'Reject the request',
  description: 'Nothing is applied; your reason goes to the audit log and to the admin who asked.',
  confirm: 'Reject',
  danger: true,
};

/**
 * `/admin/approvals`: maker-checker. Adjustments, bonus codes and VIP bonuses over the threshold wait
 * here until an admin other than the one who asked approves (applied at once, exactly once) or rejects
 * them with a reason. The server refuses the maker and anyone deciding on their own account anyway.
 */
export function ApprovalsPage() {
  const staff = useStaff();
  const { status, answer, queue } = useStatusQueue<Page, ApprovalStatus>(
    'approvals',
    '/admin/approvals',
    'pending',
  );
  const refresh = ['approvals', 'users', 'audit', 'ledger'];
  const deciding = useRowDecision<StaffApproval>({
    yes: { path: (id) => `/admin/approvals/${id}/approve`, done: 'Approved and applied.', refresh },
    no: { path: (id) => `/admin/approvals/${id}/reject`, done: 'Rejected; nothing was applied.', refresh },
    noWords: REJECT_DIALOG,
  });
  const columns = withRowActions(COLUMNS, column, (approval) => {
    if (approval.status !== 'pending') return null;
    if (approval.maker_id === staff.id || approval.subject_user_id === staff.id)
      return <span className="text-xs text-text-muted">Another admin decides</span>;
    return (
      <span className="flex gap-1">
        <RowDecisionButtons
          decision={deciding}
          row={approval}
          yes="Approve"
          no="Reject"
          yesTestId={`approve-${approval.id}`}
        />
      </span>
    );
  });
  return (
    <section>
      <PageTitle
        title="Approvals"
        hint="Adjustments, bonus codes and VIP bonuses over the maker-checker threshold: a second admin applies or rejects each."
      />
      <StatusQueue
        statuses={APPROVAL_STATUSES}
        {...queue}
        counts={answer?.counts}
        label="Approvals"
        columns={columns}
        empty={status === 'pending' ? 'Nothing waits for a second admin.' : `No ${status} approvals yet.`}
        rowId={(row) => row.id}
      />
      <RowDecisionDialog decision={deciding} />
    </section>
  );
}
