import type { UseMutationResult } from '@tanstack/react-query';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from '../../../ui/Button';
import { PageTitle, ReasonDialog } from '../parts';
import { PagedTable } from '../table/PagedTable';

/** One decision staff may make on a row: its button, and what they read before they confirm it. */
export interface DecisionWords {
  button: ReactNode;
  variant?: ButtonProps['variant'];
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

export interface DecisionQueueProps<Row extends { id: string }, Decision extends string> {
  title: string;
  hint: string;
  area: string;
  path: string;
  empty: string;
  // biome-ignore lint/suspicious/noExplicitAny: columns of mixed value types, as TanStack's own examples type them
  columns: ColumnDef<Row, any>[];
  /** The decisions, in the order of their buttons. */
  words: Record<Decision, DecisionWords>;
  /** Sends a confirmed decision with its reason; null when this staff member may only look. */
  decide: UseMutationResult<unknown, Error, PendingDecision<Decision> & { reason: string }> | null;
}

/**
 * A queue whose rows staff decide one by one (denied purchases, identity reviews): the paged list with a
 * button per decision, each confirmed with the reason the audit log keeps; the dialog closes once the
 * server has taken it.
 */
export function DecisionQueue<Row extends { id: string }, Decision extends string>({
  title,
  hint,
  area,
  path,
  empty,
  columns,
  words,
  decide,
}: DecisionQueueProps<Row, Decision>) {
  const [pending, setPending] = useState<PendingDecision<Decision> | null>(null);
  const decisions = Object.keys(words) as Decision[];
  const actions = createColumnHelper<Row>().display({
    id: 'actions',
    header: '',
    cell: ({ row }) => (
      <span className="flex gap-1">
        {decisions.map((decision) => (
          <Button
            key={decision}
            size="sm"
            variant={words[decision].variant}
            onClick={() => setPending({ id: row.original.id, decision })}
          >
            {words[decision].button}
          </Button>
        ))}
      </span>
    ),
  });
  const shown = pending ? words[pending.decision] : undefined;
  const close = () => setPending(null);
  return (
    <section>
      <PageTitle title={title} hint={hint} />
      <PagedTable<Row>
        label={title}
        area={area}
        path={path}
        columns={decide ? [...columns, actions] : columns}
        empty={empty}
        rowId={(row) => row.id}
      />
      {decide && (
        <ReasonDialog
          key={pending ? `${pending.id}-${pending.decision}` : 'closed'}
          open={pending !== null}
          onClose={close}
          title={shown?.title ?? ''}
          description={shown?.description ?? ''}
          confirm={shown?.confirm ?? ''}
          danger={shown?.danger ?? false}
          pending={decide.isPending}
          error={decide.error}
          onConfirm={(reason) => pending && decide.mutate({ ...pending, reason }, { onSuccess: close })}
        />
      )}
    </section>
  );
}
