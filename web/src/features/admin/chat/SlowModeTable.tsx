import { type ChatRoom, chatSlowModeSchema } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { api } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { adminKeys, useAdminAction, useAdminQuery } from '../api';
import { Badge } from '../parts';
import { DataTable, queryProps } from '../table/DataTable';
import { typedNumber } from './typed-number';

const column = createColumnHelper<ChatRoom>();

const COLUMNS = [
  column.accessor('name', {
    header: 'Room',
    cell: (info) => <bdi className="font-semibold">{info.getValue()}</bdi>,
  }),
  column.accessor('language', { header: 'Language' }),
  column.accessor('slow_mode_seconds', {
    header: 'Now',
    cell: (info) =>
      info.getValue() > 0 ? <Badge tone="warn">{info.getValue()} s</Badge> : <Badge>off</Badge>,
  }),
  column.display({
    id: 'set',
    header: 'Slow mode',
    cell: ({ row }) => <SlowModeField room={row.original} />,
  }),
];

/** Every room (`GET /api/chat_rooms`) with its slow mode, each set on its own row. */
export function SlowModeTable() {
  const rooms = useAdminQuery<ChatRoom[]>(adminKeys.area('chat-rooms'), '/chat_rooms');
  return (
    <DataTable
      label="Chat rooms"
      columns={COLUMNS}
      {...queryProps(rooms, rooms.data)}
      empty="No chat rooms."
      rowId={(room) => room.id}
    />
  );
}

/** A room's seconds, checked by the contract and sent with `PUT /api/admin/chat/rooms/:roomId/slow-mode`. */
function SlowModeField({ room }: { room: ChatRoom }) {
  const [seconds, setSeconds] = useState(String(room.slow_mode_seconds));
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = useAdminAction<number, ChatRoom>({
    send: (slow_mode_seconds) =>
      api<ChatRoom>(`/admin/chat/rooms/${encodeURIComponent(room.id)}/slow-mode`, {
        method: 'PUT',
        body: { slow_mode_seconds },
      }),
    done: (answer) =>
      answer.slow_mode_seconds > 0
        ? `${answer.name}: slow mode ${answer.slow_mode_seconds} s.`
        : `${answer.name}: slow mode off.`,
    refresh: ['chat-rooms', 'audit'],
  });
  const save = () => {
    const checked = chatSlowModeSchema.safeParse({ slow_mode_seconds: typedNumber(seconds) });
    if (!checked.success) return setRefusal(checked.error.issues[0]?.message ?? 'Give seconds.');
    setRefusal(null);
    set.mutate(checked.data.slow_mode_seconds);
  };
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <span className="flex items-center gap-2">
        <input
          aria-label={`Slow mode of ${room.name}, in seconds`}
          inputMode="numeric"
          value={seconds}
          onChange={(e) => setSeconds(e.target.value)}
          className="h-9 w-20 rounded-md border border-line bg-surface-2 px-2 text-sm text-text outline-none focus:border-accent"
        />
        <span className="text-xs text-text-muted">s</span>
        <Button type="submit" size="sm" variant="secondary" pending={set.isPending}>
          Set
        </Button>
      </span>
      {(refusal ?? set.error?.message) && (
        <span role="alert" className="text-xs text-loss">
          {refusal ?? set.error?.message}
        </span>
      )}
    </form>
  );
}
