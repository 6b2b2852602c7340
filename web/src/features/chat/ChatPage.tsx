import { createPortal } from 'react-dom';
import { ChatPanel } from './ChatPanel';

const PANEL =
  'fixed inset-x-0 top-16 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 md:inset-x-auto md:top-20 md:right-6 md:bottom-6 md:left-auto md:w-[min(720px,calc(100vw-3rem))] md:overflow-hidden md:rounded-xl md:border md:border-line md:shadow-2xl';

/**
 * `/chat` (spec §2): the chat full screen, for phones and tablets where no column fits. It fills the space
 * between the header and the bottom bar, over any banner, so the composer is always in reach; drawn at the
 * document's root, since a page's own animation would otherwise be what "fixed" is measured from.
 */
export default function ChatPage() {
  return createPortal(
    <div className={PANEL}>
      <ChatPanel visible />
    </div>,
    document.body,
  );
}
