import {
  type AdminAmoePage,
  type AdminAmoeRow,
  AMOE_REQUEST_STATUSES,
  type AmoeEntryResult,
  type AmoeRequestStatus,
  amoeEntrySchema,
} from '@casino/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { formatCoins, formatWhen } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { FormMessage, TextField } from '../../../ui/Field';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { useMay } from '../access';
import { post, useAdminAction } from '../api';
import { humanize, PageTitle, ReasonDialog } from '../parts';
import { type ReasonDialogWords, useReasonForRow, withRowActions } from '../row-actions';
import { SearchBox } from '../table/SearchBox';
import { StatusQueue, useStatusQueue } from '../table/StatusQueue';
import { statusColumn } from '../table/status-column';
import { playerColumn } from './player-column';

const column = createColumnHelper<AdminAmoeRow>();
const STATUS_TONE = { requested: 'neutral', received: 'warn', credited: 'good', refused: 'bad' } as const;

const COLUMNS = [
  column.accessor('code', {
    header: 'Code',
    meta: { filter: 'text' },
    cell: (info) => <code>{info.getValue()}</code>,
  }),
  playerColumn<AdminAmoeRow>({ filter: false }),
  column.accessor('requested_at', { header: 'Requested', cell: (info) => formatWhen(info.getValue()) }),
  statusColumn(column, STATUS_TONE, (request) => [request.reason]),
  column.accessor((row) => row.legal_name ?? '', {
    id: 'card',
    header: 'On the card',
    cell: ({ row }) =>
      row.original.legal_name ? (
        <span className="flex flex-col text-xs">
          <span>{row.original.legal_name}</span>
          <span className="text-text-muted">{row.original.address}</span>
          <span className="text-text-muted">Received {row.original.received_on}</span>
        </span>
      ) : (
        '—'
      ),
  }),
  column.accessor('sc', { header: 'SC', meta: { numeric: true }, cell: (info) => info.getValue() ?? '—' }),
];

const today = () => new Date().toISOString().slice(0, 10);

// Sent as typed (`raw`): the server trims and upper-cases by the same schema.
const entryResolver = zodResolver(amoeEntrySchema, undefined, { raw: true });

/** What refusing a free-entry request says to staff. */
const REFUSE_DIALOG: ReasonDialogWords = {
  title: 'Refuse the request',
  description: 'The player is told the request was refused, with your reason.',
  confirm: 'Refuse',
  danger: true,
};

/** The card's fields as staff type them. */
type AmoeEntryForm = { code: string; legalName: string; address: string; receivedOn: string };

/**
 * `/admin/amoe`: staff enter a card that arrived by mail (a valid code credits the free SC once, a
 * reused or unknown one is refused), and follow every request by status.
 */
export function AmoePage() {
  const mayEnter = useMay('amoe.enter');
  const [q, setQ] = useState('');
  const { status, answer, queue } = useStatusQueue<AdminAmoePage, AmoeRequestStatus>(
    'amoe',
    '/admin/amoe',
    'requested',
    (status) => ({ status, q: q.trim() || undefined }),
  );
  const refusing = useReasonForRow<AdminAmoeRow>(
    { path: (id) => `/admin/amoe/${id}/refuse`, done: 'The request is refused.', refresh: ['amoe', 'audit'] },
    REFUSE_DIALOG,
  );
  const columns = withRowActions(
    COLUMNS,
    column,
    (request) =>
      request.status === 'requested' ? (
        <Button size="sm" variant="danger" onClick={() => refusing.ask(request)}>
          Refuse
        </Button>
      ) : null,
    mayEnter,
  );
  return (
    <section className="flex flex-col gap-4">
      <PageTitle
        title="Free entry (AMOE)"
        hint="Enter each card that arrived by mail; the player is credited at once."
      />
      {mayEnter && <EntryForm />}
      <div>
        <StatusQueue
          statuses={AMOE_REQUEST_STATUSES}
          {...queue}
          counts={answer?.counts}
          aside={
            <SearchBox
              label="Search requests"
              value={q}
              onChange={setQ}
              placeholder="Code, player id, username or email"
              className="h-9 w-full text-sm md:w-72"
            />
          }
          label="Free-entry requests"
          columns={columns}
          empty={`No ${humanize(status)} requests.`}
          rowId={(row) => row.id}
        />
      </div>
      <ReasonDialog key={refusing.dialogKey} {...refusing.dialog} />
    </section>
  );
}

/** The card as staff read it: code, legal name, address and the day it arrived. */
function EntryForm() {
  const { field, handleSubmit, showRefusal, reset, getValues } = useSchemaForm(entryResolver, {
    defaultValues: { code: '', legalName: '', address: '', receivedOn: today() },
  });
  const [result, setResult] = useState<AmoeEntryResult | null>(null);
  const enter = useAdminAction<AmoeEntryForm, AmoeEntryResult>({
    send: (body) => post<AmoeEntryResult>('/admin/amoe/entries', body, true),
    done: (answer) =>
      answer.outcome === 'credited' ? `Credited ${answer.request.sc ?? ''} SC.` : 'The card was refused.',
    refresh: ['amoe', 'audit', 'users', 'ledger'],
  });
  const submit = handleSubmit((form) => {
    setResult(null);
    enter.mutate(form, {
      onSuccess: (answer) => {
        setResult(answer);
        // The next card in the pile most likely arrived the same day.
        reset({ code: '', legalName: '', address: '', receivedOn: getValues('receivedOn') });
      },
      onError: showRefusal,
    });
  });
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-line bg-surface-1 p-4 md:grid-cols-2 xl:grid-cols-4"
      aria-label="Enter a card"
    >
      <TextField label="Request code" required {...field('code')} />
      <TextField label="Legal name" required {...field('legalName')} />
      <TextField label="Address" required {...field('address')} />
      <TextField label="Date received" type="date" required {...field('receivedOn')} />
      <div className="flex flex-col gap-2 md:col-span-2 xl:col-span-4">
        {enter.error && <FormMessage tone="error">{enter.error.message}</FormMessage>}
        {result && (
          <FormMessage tone={result.outcome === 'credited' ? 'success' : 'error'}>
            {result.outcome === 'credited'
              ? `Code ${result.request.code}: ${formatCoins(result.request.sc ?? '0.00')} SC credited to ${result.request.username ?? result.request.email}.`
              : `Code ${result.request.code} refused: ${result.request.reason ?? 'invalid card'}.`}
          </FormMessage>
        )}
        <Button type="submit" pending={enter.isPending} className="self-start" data-testid="amoe-enter">
          Enter the card
        </Button>
      </div>
    </form>
  );
}
