import { ChatPanel } from './ChatPanel';

/** `/chat` (spec §2): the chat full screen, for phones and tablets where no column fits. */
export default function ChatPage() {
  return (
    <div className="-mx-3 -my-4 h-[calc(100dvh-8rem)] md:mx-0 md:my-0 md:h-[calc(100dvh-7rem)] md:overflow-hidden md:rounded-xl md:border md:border-line">
      <ChatPanel visible />
    </div>
  );
}
