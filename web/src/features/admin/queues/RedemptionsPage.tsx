import {
  type AdminRedemption,
  type AdminRedemptionQueue,
  REDEMPTION_STATUSES,
  type RedemptionStatus,
} from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/Button';
import { useMay } from '../access';
import { adminKeys, post, queryString, useAdminAction, useAdminQuery } from '../api';
import { humanize, PageTitle, ReasonDialog, StatusTabs } from '../parts';
import { RowActionButton, withRowActions } from '../row-actions';
import { DataTable, queryProps } from '../table/DataTable';
import { redemptionColumns } from './redemption-columns';

type Dialog = { redemption: AdminRedemption; kind: 'reject' | 'paid' | 'fail' } | null;

/** The dialog of each kind: title, what it does, the text it asks for, and its button. */
const DIALOGS = {
  reject: {
    title: 'Reject the redemption',
    description: 'The coins go back to the player’s redeemable SC; the player reads your reason.',
    label: 'Reason',
    minLength: 3,
    confirm: 'Reject',
  },
  paid: {
    title: 'Mark the redemption paid',
    description:
      'Paid outside the payout vendor, which confirmed it paid nothing under this request: give the payment’s reference.',
    label: 'Payment reference',
    minLength: 1,
    confirm: 'Mark paid',
  },
  fail: {
    title: 'Fail the payout and return the coins',
    description:
      'The vendor confirmed it paid nothing under this request: the coins go back to the player, who reads your reason.',
    label: 'Reason',
    minLength: 3,
    confirm: 'Fail and return',
  },
} as const;
const column = createColumnHelper<AdminRedemption>();

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
  const [open, setOpen] = useState<Dialog>(null);
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
  const refresh = ['redemptions', 'audit', 'users', 'ledger'];
  const approve = useAdminAction<number>({
    send: (id) => post(`/admin/redemptions/${id}/approve`, {}, true),
    done: 'The redemption is approved.',
    refresh,
  });
  const reject = useAdminAction<{ id: number; reason: string }>({
    send: ({ id, reason }) => post(`/admin/redemptions/${id}/reject`, { reason }, true),
    done: 'The redemption is rejected and the coins are back with the player.',
    refresh,
  });
  const paid = useAdminAction<{ id: number; reference: string }>({
    send: ({ id, reference }) => post(`/admin/redemptions/${id}/mark-paid`, { reference }, true),
    done: 'The redemption is marked paid.',
    refresh,
  });
  const fail = useAdminAction<{ id: number; reason: string }>({
    send: ({ id, reason }) => post(`/admin/redemptions/${id}/fail`, { reason }, true),
    done: 'The payout is failed and the coins are back with the player.',
    refresh,
  });
  const reveal = useAdminAction<number, { code: string }>({
    send: (id) => post<{ code: string }>(`/admin/redemptions/${id}/reveal-code`),
    done: ({ code }) => `Gift card code: ${code}`,
    refresh: ['audit'],
  });
  const close = () => setOpen(null);
  const columns = withRowActions(redemptionColumns, column, (r) => (
    <span className="flex gap-1">
      {r.status === 'pending_review' && mayDecide && (
        <>
          <RowActionButton action={approve} rowId={r.id}>
            Approve
          </RowActionButton>
          <Button size="sm" variant="danger" onClick={() => setOpen({ redemption: r, kind: 'reject' })}>
            Reject
          </Button>
        </>
      )}
      {r.status === 'approved' && r.payout === 'dead' && mayPay && (
        <>
          <Button size="sm" variant="secondary" onClick={() => setOpen({ redemption: r, kind: 'paid' })}>
            Mark paid
          </Button>
          <Button size="sm" variant="danger" onClick={() => setOpen({ redemption: r, kind: 'fail' })}>
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
      <ReasonDialog
        key={open ? `${open.redemption.id}-${open.kind}` : 'closed'}
        open={open !== null}
        onClose={close}
        {...DIALOGS[open?.kind ?? 'reject']}
        danger={open?.kind !== 'paid'}
        pending={reject.isPending || paid.isPending || fail.isPending}
        error={open?.kind === 'paid' ? paid.error : open?.kind === 'fail' ? fail.error : reject.error}
        onConfirm={(text) => {
          if (!open) return;
          const id = open.redemption.id;
          if (open.kind === 'reject') reject.mutate({ id, reason: text }, { onSuccess: close });
          else if (open.kind === 'fail') fail.mutate({ id, reason: text }, { onSuccess: close });
          else paid.mutate({ id, reference: text }, { onSuccess: close });
        }}
      />
    </section>
  );
}
