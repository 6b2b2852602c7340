import { ArrowDown } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { useChat } from './chat-store';
import { type MessageActions, MessageItem } from './MessageItem';
import type { RoomFeed } from './use-room-feed';

/** How close to the end counts as reading the latest (a message's height, so a new one keeps you there). */
const AT_END_PX = 48;

/**
 * The room's messages, newest at the bottom. Reading the latest, the list follows new messages; scrolled up,
 * it stays put (no jump) and offers 'New messages' to go back down. A log region, so screen readers hear
 * what arrives.
 */
export function MessageList({
  feed,
  me,
  actions,
}: {
  feed: RoomFeed;
  me: { id: string; username: string | null };
  actions: MessageActions;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [atEnd, setAtEnd] = useState(true);
  const unread = useChat((s) => s.unread);
  const clearUnread = useChat((s) => s.clearUnread);

  const toEnd = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    clearUnread();
  };

  // Before paint: following the latest never shows a frame with the new message below the fold.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the messages change, reads the rest
  useLayoutEffect(() => {
    if (atEnd) toEnd();
  }, [feed.messages]);

  if (feed.failed && !feed.messages) {
    return (
      <div className="grid flex-1 place-items-center p-6 text-center text-sm text-text-muted">
        <div className="flex flex-col items-center gap-3">
          <p>Failed to load messages.</p>
          <Button variant="secondary" size="sm" onClick={feed.retry}>
            Retry
          </Button>
        </div>
      </div>
    );
  }
  if (!feed.messages) {
    return (
      <div className="flex flex-1 flex-col gap-3 p-3" data-testid="chat-loading">
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className="flex flex-col gap-1.5">
            <Skeleton className="h-3 w-28" />
            <Skeleton className="h-4 w-full" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        className="h-full overflow-y-auto overscroll-contain px-1.5 py-2"
        onScroll={(event) => {
          const element = event.currentTarget;
          const end = element.scrollHeight - element.scrollTop - element.clientHeight < AT_END_PX;
          setAtEnd(end);
          if (end) clearUnread();
        }}
      >
        {feed.messages.length === 0 ? (
          <p className="p-6 text-center text-sm text-text-muted" data-testid="chat-empty">
            No messages yet. Say hello!
          </p>
        ) : (
          <ol role="log" aria-label="Chat messages" className="flex flex-col gap-0.5">
            {feed.messages.map((message) => (
              <MessageItem key={message.id} message={message} me={me} actions={actions} />
            ))}
          </ol>
        )}
      </div>
      {!atEnd && (
        <button
          type="button"
          onClick={toEnd}
          data-testid="chat-to-latest"
          className="absolute bottom-2 left-1/2 flex h-8 -translate-x-1/2 items-center gap-1.5 rounded-full bg-accent px-3 text-xs font-semibold text-surface-0 shadow-lg"
        >
          <ArrowDown size={14} /> {unread > 0 ? `${unread} new message${unread === 1 ? '' : 's'}` : 'Latest'}
        </button>
      )}
    </div>
  );
}
