import { MessagesSquare } from 'lucide-react';
import { CountBadge } from '../../ui/CountBadge';
import { IconButton } from '../../ui/IconButton';
import { ChatPanel } from './ChatPanel';
import { useChat } from './chat-store';

/**
 * Spec §2 Shell: the right-hand chat column, 340 px, for signed-in players on wide screens (phones and
 * tablets use `/chat`). Folded, it is a 48 px rail with the unread count; the choice is remembered.
 */
export function ChatColumn() {
  const collapsed = useChat((s) => s.collapsed);
  const toggle = useChat((s) => s.toggleCollapsed);
  const unread = useChat((s) => s.unread);
  return (
    <aside
      className={
        collapsed
          ? 'sticky top-16 hidden h-[calc(100dvh-4rem)] w-12 shrink-0 flex-col items-center border-l border-line bg-surface-1 pt-2 xl:flex'
          : 'sticky top-16 hidden h-[calc(100dvh-4rem)] w-[340px] shrink-0 border-l border-line xl:block'
      }
      data-testid="chat-column"
    >
      {collapsed ? (
        <IconButton label="Open chat" onClick={toggle} className="relative grid size-10 hover:text-text">
          <MessagesSquare size={20} />
          <CountBadge count={unread} tone="accent" testId="chat-unread" />
        </IconButton>
      ) : (
        <ChatPanel visible onFold={toggle} />
      )}
    </aside>
  );
}
