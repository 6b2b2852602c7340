import type { Redemption } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import clsx from 'clsx';
import { Check, CircleDot, X } from 'lucide-react';
import { useState } from 'react';
import { formatCoins, formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { CoinIcon } from '../../ui/CoinIcon';
import { FormMessage } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { cancelRedemption, refreshRedemptions } from './api';
import { StageClock } from './StageClock';
import { METHOD_LABELS, promiseOf, STATUS_LABELS, type Step, stepsOf } from './status';

const STEP_ICON = { done: Check, current: CircleDot, upcoming: CircleDot, stopped: X };

function StepItem({ step }: { step: Step }) {
  const Icon = STEP_ICON[step.state];
  return (
    <li className="flex min-w-0 flex-1 items-start gap-2 sm:flex-col" data-state={step.state}>
      <span
        className={clsx(
          'grid size-7 shrink-0 place-items-center rounded-full border',
          step.state === 'done' && 'border-accent bg-accent text-surface-0',
          step.state === 'current' && 'border-accent text-accent',
          step.state === 'upcoming' && 'border-line text-text-muted',
          step.state === 'stopped' && 'border-loss bg-loss/15 text-loss',
        )}
      >
        <Icon size={15} aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className={clsx('block text-sm font-semibold', step.state === 'upcoming' && 'text-text-muted')}>
          {step.label}
        </span>
        {step.at && (
          <span className="block text-xs text-text-muted tabular-nums">{formatDateTime(step.at)}</span>
        )}
        {step.reason && (
          <span className="mt-1 block text-xs text-loss" data-testid="redemption-reason">
            {step.reason}
          </span>
        )}
      </span>
    </li>
  );
}

/** What happened to the coins of a request that stopped, in the player's words. */
const STOPPED_NOTE: Partial<Record<Redemption['status'], string>> = {
  rejected: 'The Sweeps Coins are back in your redeemable balance.',
  cancelled: 'You cancelled this request; the Sweeps Coins are back in your redeemable balance.',
  failed: 'The payout could not be made; the Sweeps Coins are back in your redeemable balance.',
};

/** One request: amount, where it goes, its stepper, the clock of the stage it is in, and Cancel while pending. */
export function RedemptionCard({ redemption }: { redemption: Redemption }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelRedemption(redemption.id),
    onSuccess: () => {
      setConfirming(false);
      refreshRedemptions();
    },
  });
  const dueAt = promiseOf(redemption);
  const note = STOPPED_NOTE[redemption.status];
  return (
    <article
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface-1 p-4 md:p-5"
      data-testid="redemption"
      data-status={redemption.status}
      aria-label={`Redemption ${redemption.id}: ${STATUS_LABELS[redemption.status]}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-lg font-bold tabular-nums">
            <CoinIcon coin="SC" size={18} /> {formatCoins(redemption.amount)} SC
          </p>
          <p className="truncate text-sm text-text-muted">
            {METHOD_LABELS[redemption.method]} · {redemption.destination} · #{redemption.id}
          </p>
        </div>
        <span
          className={clsx(
            'rounded-full px-2.5 py-1 text-xs font-semibold',
            redemption.status === 'paid' && 'bg-accent/15 text-accent',
            (redemption.status === 'pending_review' || redemption.status === 'approved') &&
              'bg-gc/15 text-gc',
            note && 'bg-loss/15 text-loss',
          )}
          data-testid="redemption-status"
        >
          {STATUS_LABELS[redemption.status]}
        </span>
      </header>
      <ol className="flex flex-col gap-3 sm:flex-row sm:gap-4" aria-label="Progress">
        {stepsOf(redemption).map((step) => (
          <StepItem key={step.status} step={step} />
        ))}
      </ol>
      {dueAt && (
        <StageClock dueAt={dueAt} stage={redemption.status === 'pending_review' ? 'Review' : 'Payout'} />
      )}
      {note && <p className="text-sm text-text-muted">{note}</p>}
      {redemption.payout_reference && (
        <p className="text-sm text-text-muted">
          Payout reference: <span className="break-all text-text">{redemption.payout_reference}</span>
        </p>
      )}
      {redemption.gift_card_code && (
        <p className="text-sm text-text-muted">
          Gift card code: <span className="font-mono text-text">{redemption.gift_card_code}</span>
        </p>
      )}
      {redemption.status === 'pending_review' && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            Cancel request
          </Button>
        </div>
      )}
      {confirming && (
        <Modal open onClose={() => setConfirming(false)} title="Cancel this redemption?">
          <div className="flex flex-col gap-4" data-testid="cancel-redemption">
            <p className="text-sm text-text-muted">
              {formatCoins(redemption.amount)} SC go back to your redeemable balance at once. You can request
              again whenever you like.
            </p>
            {cancel.isError && <FormMessage tone="error">{cancel.error.message}</FormMessage>}
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
              <Button variant="danger" pending={cancel.isPending} onClick={() => cancel.mutate()}>
                Cancel redemption
              </Button>
            </div>
          </div>
        </Modal>
      )}
    </article>
  );
}
