import type { ChatReportRow, ChatSanctionKind } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatWhen } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { useMay } from '../access';
import { PlayerText } from '../PlayerText';
import { Badge, PageTitle } from '../parts';
import { RowActionButton, useRowAction, withRowActions } from '../row-actions';
import type { AdminPageOf } from '../table/PagedTable';
import { StatusQueue, useStatusQueue } from '../table/StatusQueue';
import { chatListFilters, REPORT_LISTS, type ReportList } from './lists';
import type { SanctionTarget } from './PlayerPicker';
import { reasonColumn } from './reason-column';
import { SanctionDialog } from './SanctionDialog';

const column = createColumnHelper<ChatReportRow>();

const COLUMNS = [
  column.accessor((row) => row.message.body, {
    id: 'message',
    header: 'Message',
    cell: ({ row }) => <ReportedMessage report={row.original} />,
  }),
  column.accessor((row) => row.message.sender?.username ?? '', {
    id: 'sender',
    header: 'Sender',
    cell: ({ row }) => {
      const sender = row.original.message.sender;
      return sender ? (
        <Link to={`/admin/users/${sender.id}`} className="font-semibold hover:text-accent">
          <bdi>{sender.username}</bdi>
        </Link>
      ) : (
        'The house'
      );
    },
  }),
  column.accessor((row) => row.reporter ?? '', {
    id: 'reporter',
    header: 'Reported by',
    cell: (info) => <bdi>{info.getValue() || '—'}</bdi>,
  }),
  reasonColumn(column),
  column.accessor('created_at', {
    header: 'Reported',
    cell: (info) => formatWhen(info.getValue()),
  }),
  column.accessor((row) => row.resolution ?? 'open', {
    id: 'status',
    header: 'Status',
    cell: (info) => <Badge tone={info.getValue() === 'open' ? 'warn' : 'neutral'}>{info.getValue()}</Badge>,
  }),
];

/** The reported words as text, with where and when they were written, and whether they are gone. */
function ReportedMessage({ report }: { report: ChatReportRow }) {
  const { message } = report;
  return (
    <span className="flex max-w-80 flex-col gap-0.5 md:min-w-56">
      <PlayerText text={message.body} className="break-words" />
      <span className="flex flex-wrap items-center gap-1 text-xs text-text-muted">
        #{message.room_id} · {formatWhen(message.created_at)}
        {message.kind !== 'message' && <Badge>{message.kind}</Badge>}
        {report.message_deleted && <Badge tone="bad">deleted</Badge>}
      </span>
    </span>
  );
}

/** A sanction staff are about to give from a report: whom, and which kind they pressed. */
interface Sanctioning {
  target: SanctionTarget;
  kind: ChatSanctionKind;
  report: string;
}

/**
 * `/admin/chat/reports`: what players reported in chat, open first. Staff delete the message (every
 * open report of it closes), dismiss the report, or mute or ban its sender from here.
 */
export function ChatReportsPage() {
  const mayBan = useMay('chat.ban');
  const { status, queue } = useStatusQueue<AdminPageOf<ChatReportRow>, ReportList>(
    'chat-reports',
    '/admin/chat/reports',
    'open',
    chatListFilters,
  );
  const remove = useRowAction<string>({
    path: (messageId) => `/chat_messages/${messageId}`,
    method: 'DELETE',
    done: 'Message deleted.',
    refresh: ['chat-reports', 'audit'],
  });
  const dismiss = useRowAction<string>({
    path: (id) => `/admin/chat/reports/${id}/dismiss`,
    done: 'Report dismissed.',
    refresh: ['chat-reports', 'audit'],
  });
  const [sanctioning, setSanctioning] = useState<Sanctioning | null>(null);
  const sanction = (report: ChatReportRow, kind: ChatSanctionKind) => {
    const sender = report.message.sender;
    if (sender) setSanctioning({ target: { id: sender.id, name: sender.username }, kind, report: report.id });
  };
  const columns = withRowActions(COLUMNS, column, (report) => (
    <span className="flex flex-wrap gap-1 md:min-w-52">
      {!report.message_deleted && (
        <RowActionButton
          action={remove}
          rowId={report.message.id}
          variant="danger"
          data-testid="report-delete-message"
        >
          Delete message
        </RowActionButton>
      )}
      {report.resolution === null && (
        <RowActionButton action={dismiss} rowId={report.id} variant="secondary" data-testid="report-dismiss">
          Dismiss
        </RowActionButton>
      )}
      {report.message.sender && !report.message.sender.staff && (
        <>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => sanction(report, 'mute')}
            data-testid="report-mute"
          >
            Mute
          </Button>
          {mayBan && (
            <Button size="sm" variant="secondary" onClick={() => sanction(report, 'ban')}>
              Ban
            </Button>
          )}
        </>
      )}
    </span>
  ));
  return (
    <section>
      <PageTitle
        title="Chat reports"
        hint="Messages players reported, shown as written. Deleting a message closes all its reports."
      />
      <StatusQueue
        statuses={REPORT_LISTS}
        {...queue}
        counts={undefined}
        label="Chat reports"
        columns={columns}
        empty={status === 'open' ? 'No open reports.' : 'No reports yet.'}
        rowId={(row) => row.id}
        stackOnPhone
      />
      <SanctionDialog
        key={sanctioning ? `${sanctioning.report}-${sanctioning.kind}` : 'closed'}
        open={sanctioning !== null}
        onClose={() => setSanctioning(null)}
        target={sanctioning?.target ?? null}
        kind={sanctioning?.kind}
      />
    </section>
  );
}
