import type { ChatMessage } from '@casino/contract';
import { Gift } from 'lucide-react';
import { CoinIcon } from '../../../ui/CoinIcon';

/** A tip's line in the room: who tipped whom how many Gold Coins. A message without its card shows its words. */
export function TipMessage({ message }: { message: ChatMessage }) {
  const tip = message.tip;
  return (
    <div
      className="flex items-center gap-2 rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm"
      data-testid="chat-tip"
    >
      <Gift size={16} className="shrink-0 text-accent" aria-hidden />
      {tip ? (
        <span className="min-w-0 break-words">
          <strong>{message.sender?.username ?? 'A player'}</strong> tipped{' '}
          <strong>{tip.recipient.username}</strong>{' '}
          <span className="inline-flex items-center gap-1 font-semibold tabular-nums">
            {tip.amount}
            <CoinIcon coin="GC" size={14} />
          </span>
        </span>
      ) : (
        <span className="min-w-0 break-words">{message.body}</span>
      )}
    </div>
  );
}
