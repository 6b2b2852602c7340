import { CHAT_EVENTS, type ChatMessage, type ChatSender, DEFAULT_CHAT_ROOM } from '@casino/contract';
import clsx from 'clsx';
import { BookOpen, LogOut, PanelRightClose, Users } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { onPrivateEvent } from '../../api/channels';
import { useMe } from '../../api/queries';
import { overlayHref } from '../../navigation/overlay-href';
import { IconButton } from '../../ui/IconButton';
import { toast } from '../../ui/toast';
import { deleteMessage, useChatRooms, useChatStanding } from './api';
import { IgnoreDialog, ReportDialog } from './ChatDialogs';
import { Composer, type ComposerHandle } from './Composer';
import { useChat } from './chat-store';
import type { MessageActions } from './MessageItem';
import { MessageList } from './MessageList';
import { Roster } from './Roster';
import { RainBanner } from './rain';
import { TipDialog } from './tips';
import { useRoomFeed } from './use-room-feed';

/**
 * The chat itself, in the desktop column or on `/chat`: the room (lobby by default, one per language),
 * its readers, the rules, the messages and the composer, or why the player may not write yet.
 * `visible` is false while the column is folded: what arrives then counts as unread.
 */
export function ChatPanel({ visible, onFold }: { visible: boolean; onFold?: () => void }) {
  const { data: me } = useMe();
  const location = useLocation();
  const room = useChat((s) => s.room);
  const setRoom = useChat((s) => s.setRoom);
  const leaveRoom = useChat((s) => s.leaveRoom);
  const addUnread = useChat((s) => s.addUnread);
  const rooms = useChatRooms();
  const standing = useChatStanding();
  const [rosterOpen, setRosterOpen] = useState(false);
  const [ignoring, setIgnoring] = useState<ChatSender | null>(null);
  const [tipping, setTipping] = useState<ChatSender | null>(null);
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const composer = useRef<ComposerHandle>(null);
  const visibleRef = useRef(visible);
  visibleRef.current = visible;

  const onArrived = useCallback(
    (message: ChatMessage) => {
      if (message.sender?.id !== String(me?.id) && !visibleRef.current) addUnread();
    },
    [me?.id, addUnread],
  );
  const feed = useRoomFeed(room, onArrived);
  // A mute, a chat ban or their lifting reaches the player at once: the composer says so.
  useEffect(() => onPrivateEvent(CHAT_EVENTS.sanction, () => void standing.refetch()), [standing.refetch]);
  const current = rooms.data?.find((known) => known.id === room);
  const staff = me !== undefined && me.rank !== 'other';

  const actions = useMemo<MessageActions>(
    () => ({
      mention: (username) => composer.current?.mention(username),
      tip: setTipping,
      ignore: setIgnoring,
      report: setReporting,
      ...(staff
        ? {
            remove: (message: ChatMessage) =>
              void deleteMessage(message.id).then(
                () => toast.success('Message deleted'),
                (error: Error) => toast.error(error.message),
              ),
          }
        : {}),
    }),
    [staff],
  );

  if (!me) return null;
  return (
    <section aria-label="Chat" className="flex h-full min-h-0 flex-col bg-surface-1" data-testid="chat-panel">
      <header className="flex h-12 shrink-0 items-center gap-1 border-b border-line px-2">
        <label className="sr-only" htmlFor="chat-room">
          Chat room
        </label>
        <select
          id="chat-room"
          value={room}
          onChange={(event) => setRoom(event.target.value)}
          data-testid="chat-room"
          className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-surface-2 px-2 text-sm font-semibold"
        >
          {(rooms.data ?? [{ id: room, name: room === DEFAULT_CHAT_ROOM ? 'Lobby' : room }]).map((known) => (
            <option key={known.id} value={known.id}>
              {known.name}
            </option>
          ))}
        </select>
        {room !== DEFAULT_CHAT_ROOM && (
          <HeaderButton label="Leave room" onClick={leaveRoom}>
            <LogOut size={17} />
          </HeaderButton>
        )}
        <HeaderButton
          label={rosterOpen ? 'Hide who is here' : 'Who is here'}
          onClick={() => setRosterOpen(!rosterOpen)}
          pressed={rosterOpen}
        >
          <Users size={17} />
        </HeaderButton>
        <Link
          to={overlayHref(location.pathname, location.search, 'chatRules', {})}
          aria-label="Chat rules"
          data-testid="chat-rules-link"
          className="grid size-9 place-items-center rounded-lg text-text-muted hover:bg-surface-2 hover:text-text"
        >
          <BookOpen size={17} />
        </Link>
        {onFold && (
          <HeaderButton label="Fold chat" onClick={onFold}>
            <PanelRightClose size={17} />
          </HeaderButton>
        )}
      </header>
      {feed.messages && <RainBanner messages={feed.messages} />}
      {rosterOpen ? (
        <Roster roomId={room} />
      ) : (
        <MessageList feed={feed} me={{ id: String(me.id), username: me.username }} actions={actions} />
      )}
      {standing.data && !standing.data.can_chat ? (
        <p className="border-t border-line p-3 text-xs text-text-muted" data-testid="chat-standing">
          {standing.data.reason}
        </p>
      ) : (
        <Composer ref={composer} roomId={room} slowMode={current?.slow_mode_seconds ?? 0} onSent={feed.add} />
      )}
      {ignoring && <IgnoreDialog sender={ignoring} onClose={() => setIgnoring(null)} />}
      {reporting && <ReportDialog message={reporting} onClose={() => setReporting(null)} />}
      {tipping && (
        <TipDialog open username={tipping.username} roomId={room} onClose={() => setTipping(null)} />
      )}
    </section>
  );
}

function HeaderButton({
  label,
  onClick,
  pressed,
  children,
}: {
  label: string;
  onClick(): void;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <IconButton
      label={label}
      onClick={onClick}
      aria-pressed={pressed}
      className={clsx('grid size-9 shrink-0 hover:text-text', pressed && 'bg-surface-2 text-text')}
    >
      {children}
    </IconButton>
  );
}
