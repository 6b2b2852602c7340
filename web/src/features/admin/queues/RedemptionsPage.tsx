import {
  type AdminRedemption,
  type AdminRedemptionQueue,
  REDEMPTION_STATUSES,
  type RedemptionStatus,
} from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/Button';
import { useMay } from '../access';
import { adminKeys, queryString, useAdminQuery } from '../api';
import { humanize, PageTitle, ReasonDialog, StatusTabs } from '../parts';
import {
  type ReasonActionSend,
  type ReasonDialogWords,
  RowActionButton,
  useReasonForRow,
  useRowAction,
  withRowActions,
} from '../row-actions';
import { RowDecisionButtons, RowDecisionDialog, useRowDecision } from '../row-decision';
import { DataTable, queryProps } from '../table/DataTable';
import { redemptionColumns } from './redemption-columns';

/** The decisions on a redemption that ask a text first. */
type Decision = 'reject' | 'paid' | 'fail';

/** The dialog of each kind: title, what it does, the text it asks for, and its button. */
const DIALOGS: Record<Decision, ReasonDialogWords> = {
  reject: {
    title: 'Reject the redemption',
    description: 'The coins go back to the player’s redeemable SC; the player reads your reason.',
    label: 'Reason',
    minLength: 3,
    confirm: 'Reject',
    danger: true,
  },
  paid: {
    title: 'Mark the redemption paid',
    description:
      'Paid outside the payout vendor, which confirmed it paid nothing under this request: give the payment’s reference.',
    label: 'Payment reference',
    minLength: 1,
    confirm: 'Mark paid',
    danger: false,
  },
  fail: {
    title: 'Fail the payout and return the coins',
    description:
      'The vendor confirmed it paid nothing under this request: the coins go back to the player, who reads your reason.',
    label: 'Reason',
    minLength: 3,
    confirm: 'Fail and return',
    danger: true,
  },
};
const column = createColumnHelper<AdminRedemption>();

/** Where each decision is sent, what staff read once it is taken, and the name of its text. */
const DECISIONS: Record<Decision, { verb: string; done: string; field?: 'reference' }> = {
  reject: { verb: 'reject', done: 'The redemption is rejected and the coins are back with the player.' },
  paid: { verb: 'mark-paid', done: 'The redemption is marked paid.', field: 'reference' },
  fail: { verb: 'fail', done: 'The payout is failed and the coins are back with the player.' },
};

/** What a decision on a redemption reads again once taken. */
const REFRESH = ['redemptions', 'audit', 'users', 'ledger'];

/** Where a decision that asks its text first is sent; every one moves coins, so it goes with an Idempotency-Key. */
function decisionSend(decision: Decision): ReasonActionSend<number> {
  const { verb, done, field } = DECISIONS[decision];
  return {
    path: (id) => `/admin/redemptions/${id}/${verb}`,
    done,
    field,
    refresh: REFRESH,
    movesCoins: true,
  };
}

/** A decision that asks its text first (mark paid, fail). */
function useDecision(decision: Exclude<Decision, 'reject'>) {
  return useReasonForRow<AdminRedemption>(decisionSend(decision), DIALOGS[decision]);
}

/**
 * `/admin/redemptions`: requests by status, each with its promised time and, once approved, where its
 * vendor payout stands; mods approve or reject (with a reason the player reads); admins settle a payout
 * whose job is dead by hand (mark paid with its reference, or fail it with the coins returned; the server
 * refuses while the vendor may still pay) and reveal a gift card's code (audited).
 */
export function RedemptionsPage() {
  // The status tab is in the address (`?status=approved`), so a queue view can be shared or reloaded.
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = REDEMPTION_STATUSES.find((s) => s === asked) ?? 'pending_review';
  const setStatus = (next: RedemptionStatus) => setParams({ status: next }, { replace: true });
  const mayDecide = useMay('redemptions.decide');
  const mayPay = useMay('redemptions.pay');
  const mayReveal = useMay('gift_cards.reveal');
  const queue = useAdminQuery<AdminRedemptionQueue>(
    adminKeys.area('redemptions', 'queue', status),
    `/admin/redemptions${queryString({ status })}`,
    true,
    // Read again each minute: new requests arrive and the due clocks move on.
    60_000,
  );
  const reviewing = useRowDecision<AdminRedemption>({
    yes: {
      path: (id) => `/admin/redemptions/${id}/approve`,
      movesCoins: true,
      done: 'The redemption is approved.',
      refresh: REFRESH,
    },
    no: decisionSend('reject'),
    noWords: DIALOGS.reject,
  });
  const markingPaid = useDecision('paid');
  const failing = useDecision('fail');
  const reveal = useRowAction<number, { code: string }>({
    path: (id) => `/admin/redemptions/${id}/reveal-code`,
    done: ({ code }) => `Gift card code: ${code}`,
    refresh: ['audit'],
  });
  const columns = withRowActions(redemptionColumns, column, (r) => (
    <span className="flex gap-1">
      {r.status === 'pending_review' && mayDecide && (
        <RowDecisionButtons decision={reviewing} row={r} yes="Approve" no="Reject" />
      )}
      {r.status === 'approved' && r.payout === 'dead' && mayPay && (
        <>
          <Button size="sm" variant="secondary" onClick={() => markingPaid.ask(r)}>
            Mark paid
          </Button>
          <Button size="sm" variant="danger" onClick={() => failing.ask(r)}>
            Fail, return coins
          </Button>
        </>
      )}
      {r.gift_card_code && mayReveal && (
        <RowActionButton action={reveal} rowId={r.id} variant="secondary">
          Reveal code
        </RowActionButton>
      )}
    </span>
  ));
  return (
    <section>
      <PageTitle
        title="Redemptions"
        hint="Each request shows how long until its promised time; overdue ones first."
      />
      <StatusTabs
        statuses={REDEMPTION_STATUSES}
        current={status}
        onChange={setStatus}
        counts={queue.data?.counts}
      />
      <DataTable
        label="Redemptions"
        columns={columns}
        {...queryProps(queue, queue.data?.redemptions)}
        empty={`No ${humanize(status)} redemptions.`}
        rowId={(row) => String(row.id)}
        initialSorting={[{ id: 'due', desc: false }]}
      />
      <RowDecisionDialog decision={reviewing} />
      <ReasonDialog key={`paid-${markingPaid.dialogKey}`} {...markingPaid.dialog} />
      <ReasonDialog key={`fail-${failing.dialogKey}`} {...failing.dialog} />
    </section>
  );
}
