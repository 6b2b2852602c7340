import type { ChatSanction } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Gavel } from 'lucide-react';
import { useState } from 'react';
import { formatWhen } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { Badge, humanize, PageTitle } from '../parts';
import { playerColumn } from '../queues/player-column';
import { RowActionButton, useRowAction, withRowActions } from '../row-actions';
import type { AdminPageOf } from '../table/PagedTable';
import { SearchBox } from '../table/SearchBox';
import { StatusQueue, useStatusQueue } from '../table/StatusQueue';
import { chatListFilters, SANCTION_LISTS, type SanctionList } from './lists';
import { reasonColumn } from './reason-column';
import { SanctionDialog } from './SanctionDialog';
import { STANDING_TONE, sanctionStanding } from './sanction-standing';

const column = createColumnHelper<ChatSanction>();

const COLUMNS = [
  playerColumn<ChatSanction>({ filter: false }),
  column.accessor('kind', {
    header: 'Sanction',
    cell: (info) => (
      <Badge tone={info.getValue() === 'ban' ? 'bad' : 'warn'}>
        {info.getValue() === 'ban' ? 'chat ban' : 'mute'}
      </Badge>
    ),
  }),
  reasonColumn(column),
  column.accessor('created_at', {
    header: 'Given',
    cell: (info) => formatWhen(info.getValue()),
  }),
  column.accessor('until', {
    header: 'Until',
    cell: (info) => formatWhen(info.getValue()),
  }),
  column.accessor((row) => sanctionStanding(row), {
    id: 'standing',
    header: 'Status',
    cell: ({ row }) => {
      const standing = sanctionStanding(row.original);
      return (
        <span className="flex flex-col items-start gap-0.5">
          <Badge tone={STANDING_TONE[standing]}>{standing}</Badge>
          {row.original.lifted_at && (
            <span className="text-xs whitespace-nowrap text-text-muted">
              {formatWhen(row.original.lifted_at)}
            </span>
          )}
        </span>
      );
    },
  }),
];

/**
 * `/admin/chat/sanctions`: the mutes and chat bans in force (or all of them), of every player or of those
 * a search finds, each lifted with one press, and a form to mute or ban a player found by id, username or
 * email.
 */
export function ChatSanctionsPage() {
  const [q, setQ] = useState('');
  const { status, queue } = useStatusQueue<AdminPageOf<ChatSanction>, SanctionList>(
    'chat-sanctions',
    '/admin/chat/sanctions',
    'in_force',
    (list) => ({ ...chatListFilters(list), q: q.trim() || undefined }),
  );
  const lift = useRowAction<string>({
    path: (id) => `/admin/chat/sanctions/${id}/lift`,
    done: 'Sanction lifted.',
    refresh: ['chat-sanctions', 'audit'],
  });
  const [giving, setGiving] = useState(false);
  const columns = withRowActions(COLUMNS, column, (sanction) =>
    sanctionStanding(sanction) === 'in force' ? (
      <RowActionButton action={lift} rowId={sanction.id} variant="secondary" data-testid="sanction-lift">
        Lift
      </RowActionButton>
    ) : null,
  );
  return (
    <section>
      <PageTitle
        title="Chat sanctions"
        hint="Muted players read the chat but cannot write; a chat ban hides it from them. Both end by themselves."
      >
        <Button onClick={() => setGiving(true)} data-testid="sanction-new">
          <Gavel size={16} /> Mute or ban a player
        </Button>
      </PageTitle>
      <StatusQueue
        statuses={SANCTION_LISTS}
        {...queue}
        counts={undefined}
        aside={
          <SearchBox
            label="Search sanctions by player"
            value={q}
            onChange={setQ}
            placeholder="Player id, username or email"
            className="h-9 w-full text-sm md:w-72"
          />
        }
        label="Chat sanctions"
        columns={columns}
        empty={
          q.trim()
            ? `No sanction of a player matching “${q.trim()}”.`
            : status === 'all'
              ? 'No sanctions yet.'
              : `No sanction is ${humanize(status)}.`
        }
        rowId={(row) => row.id}
        stackOnPhone
      />
      <SanctionDialog
        key={giving ? 'giving' : 'closed'}
        open={giving}
        onClose={() => setGiving(false)}
        target={null}
      />
    </section>
  );
}
