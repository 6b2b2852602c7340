import type { ColumnHelper } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { api } from '../../api/client';
import { Button, type ButtonProps } from '../../ui/Button';
import { type AdminActionOptions, post, useAdminAction } from './api';
import type { ReasonDialogProps } from './parts';

/**
 * A list's columns with a trailing column of each row's staff actions (approve, retry, refuse…), present
 * only when the staff member may take them; `cell` answers null for a row with nothing left to do.
 */
export function withRowActions<Row, Column>(
  columns: Column[],
  column: ColumnHelper<Row>,
  cell: (row: Row) => ReactNode,
  allowed = true,
) {
  const actions = column.display({ id: 'actions', header: '', cell: ({ row }) => cell(row.original) });
  return allowed ? [...columns, actions] : columns;
}

/** What a row's button reads of a staff action (`useAdminAction`), whatever the action answers. */
interface RowAction<Body> {
  isPending: boolean;
  variables: Body | undefined;
  error: Error | null;
  mutate(body: Body, options?: { onSuccess?: () => void }): void;
}

/** A staff action's button on one row: busy only while that row's call runs, not on every row. */
export function RowActionButton<Id>({
  action,
  rowId,
  ...button
}: { action: RowAction<NoInfer<Id>>; rowId: Id } & Omit<ButtonProps, 'pending' | 'onClick'>) {
  return (
    <Button
      size="sm"
      {...button}
      pending={action.isPending && action.variables === rowId}
      onClick={() => action.mutate(rowId)}
    />
  );
}

/**
 * What a reason dialog says: its title, what the action does, its button, whether it is dangerous, and
 * the field it asks for when that is not a reason (a payment reference).
 */
export type ReasonDialogWords = Pick<
  ReasonDialogProps,
  'title' | 'description' | 'confirm' | 'danger' | 'label' | 'minLength'
>;

/** Where a row action posts, what staff read once the server took it, and which lists it refreshes. */
export interface RowActionSend<Id, Answer = unknown>
  extends Pick<AdminActionOptions<Id, Answer>, 'done' | 'refresh'> {
  path(id: Id): string;
  /** Sent with an Idempotency-Key: the action moves coins. */
  movesCoins?: boolean;
}

/**
 * A one-click staff action on a row (approve, complete, retry): a post to the row's own path, or a
 * DELETE where the row's path is the thing removed (a chat message).
 */
export function useRowAction<Id, Answer = unknown>({
  path,
  done,
  refresh,
  movesCoins = false,
  method = 'POST',
}: RowActionSend<Id, Answer> & { method?: 'POST' | 'DELETE' }) {
  return useAdminAction<Id, Answer>({
    send: (id) =>
      method === 'DELETE'
        ? api<Answer>(path(id), { method: 'DELETE' })
        : post<Answer>(path(id), {}, movesCoins),
    done,
    refresh,
  });
}

/** A row action that asks a text first: where it posts it, and under which name. */
export interface ReasonActionSend<Id> extends RowActionSend<Id> {
  /** The name the server reads the text under: a reason unless the action asks for something else. */
  field?: 'reason' | 'reference';
}

/**
 * A row action that asks a reason first (reject, refuse, cancel, fail): the staff action, which row is
 * being asked about, and the ReasonDialog's wiring. The dialog closes once the server took the action; a
 * refusal stays in it. `dialogKey` starts the dialog afresh for each row, so a reason typed for one is
 * never sent for another.
 */
export function useReasonForRow<Row extends { id: string | number }>(
  { path, done, refresh, field = 'reason', movesCoins = false }: ReasonActionSend<Row['id']>,
  words: ReasonDialogWords,
) {
  const action = useAdminAction<{ id: Row['id']; reason: string }>({
    send: ({ id, reason }) => post(path(id), { [field]: reason }, movesCoins),
    done,
    refresh,
  });
  const [row, setRow] = useState<Row | null>(null);
  const close = () => setRow(null);
  return {
    ask: setRow,
    dialogKey: row?.id ?? 'closed',
    dialog: {
      ...words,
      open: row !== null,
      onClose: close,
      pending: action.isPending,
      error: action.error,
      onConfirm: (reason: string) => row && action.mutate({ id: row.id, reason }, { onSuccess: close }),
    },
  };
}
