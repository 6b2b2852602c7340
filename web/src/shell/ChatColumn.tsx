import { MessageSquare, X } from 'lucide-react';
import { IconButton } from '../ui/IconButton';
import { useLayout } from './layout-store';

/** The right chat column (340 px) for players; the chat itself arrives with the chat feature. */
export function ChatColumn() {
  const { chatOpen, toggleChat } = useLayout();
  if (!chatOpen) return null;
  return (
    <aside
      aria-label="Chat"
      className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-[340px] shrink-0 flex-col border-l border-line bg-surface-1 xl:flex"
    >
      <div className="flex h-12 items-center justify-between border-b border-line px-4">
        <span className="flex items-center gap-2 font-semibold">
          <MessageSquare size={16} className="text-accent" /> Chat
        </span>
        <IconButton label="Close chat" onClick={toggleChat} className="grid size-9">
          <X size={16} />
        </IconButton>
      </div>
      <div className="flex flex-1 flex-col items-center justify-center gap-2 px-8 text-center">
        <div className="grid size-14 place-items-center rounded-full bg-surface-2">
          <MessageSquare className="text-text-muted" />
        </div>
        <p className="font-semibold">Chat is coming soon</p>
        <p className="text-sm text-text-muted">
          Talk to other players, share big wins and join rain drops right here.
        </p>
      </div>
    </aside>
  );
}
