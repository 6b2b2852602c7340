import type { UseMutationResult } from '@tanstack/react-query';
import { ReasonDialog } from '../parts';

/** What staff read before they confirm one kind of decision. */
export interface DecisionWords {
  title: string;
  description: string;
  confirm: string;
  danger?: boolean;
}

/** A decision staff are about to make on one row of a queue. */
export interface PendingDecision<Decision extends string> {
  id: string;
  decision: Decision;
}

/**
 * A queue's confirmation of one decision on one row, with the reason the audit log keeps: its words
 * follow the decision, and it closes once the server has taken it.
 */
export function DecisionDialog<Decision extends string>({
  pending,
  words,
  decide,
  onClose,
}: {
  pending: PendingDecision<Decision> | null;
  words: Record<Decision, DecisionWords>;
  decide: UseMutationResult<unknown, Error, PendingDecision<Decision> & { reason: string }>;
  onClose(): void;
}) {
  const shown = pending ? words[pending.decision] : undefined;
  return (
    <ReasonDialog
      key={pending ? `${pending.id}-${pending.decision}` : 'closed'}
      open={pending !== null}
      onClose={onClose}
      title={shown?.title ?? ''}
      description={shown?.description ?? ''}
      confirm={shown?.confirm ?? ''}
      danger={shown?.danger ?? false}
      pending={decide.isPending}
      error={decide.error}
      onConfirm={(reason) => pending && decide.mutate({ ...pending, reason }, { onSuccess: onClose })}
    />
  );
}
