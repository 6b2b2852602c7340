import type { ChatMessage, ChatSender } from '@casino/contract';
import * as Popover from '@radix-ui/react-popover';
import clsx from 'clsx';
import { AtSign, Coins, EyeOff, Flag, Trash2 } from 'lucide-react';
import { memo, useState } from 'react';
import { formatClock } from '../../lib/format';
import { PopoverPanel } from '../../ui/PopoverPanel';
import { BetCard } from './BetCard';
import { mentions, segments } from './mentions';
import { RainMessage } from './rain';
import { TipMessage } from './tips';

export interface MessageActions {
  mention(username: string): void;
  tip(sender: ChatSender): void;
  ignore(sender: ChatSender): void;
  report(message: ChatMessage): void;
  /** Staff only. */
  remove?(message: ChatMessage): void;
}

/** Staff ranks wear their title as a badge in their colour; other titles are quiet. */
const BADGE: Record<string, string> = {
  admin: 'bg-loss/20 text-loss',
  mod: 'bg-sc/20 text-sc',
  helper: 'bg-gc/20 text-gc',
};

function SenderMenu({
  message,
  actions,
  self,
}: {
  message: ChatMessage;
  actions: MessageActions;
  self: boolean;
}) {
  const [open, setOpen] = useState(false);
  const sender = message.sender as ChatSender;
  const item =
    'flex h-10 w-full items-center gap-3 rounded-lg px-3 text-left text-sm text-text-muted hover:bg-surface-2 hover:text-text';
  const run = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className="truncate font-semibold text-text hover:underline focus-visible:underline"
        data-testid="chat-sender"
      >
        {sender.username}
      </Popover.Trigger>
      <PopoverPanel className="w-52 p-1.5">
        <button type="button" className={item} onClick={run(() => actions.mention(sender.username))}>
          <AtSign size={16} /> Mention
        </button>
        {!self && (
          <>
            <button
              type="button"
              className={item}
              data-testid="chat-tip-open"
              onClick={run(() => actions.tip(sender))}
            >
              <Coins size={16} /> Tip in Gold Coins
            </button>
            <button type="button" className={item} onClick={run(() => actions.ignore(sender))}>
              <EyeOff size={16} /> Ignore
            </button>
            <button type="button" className={item} onClick={run(() => actions.report(message))}>
              <Flag size={16} /> Report message
            </button>
          </>
        )}
        {actions.remove && (
          <button
            type="button"
            className={clsx(item, 'text-loss hover:text-loss')}
            data-testid="chat-delete"
            onClick={run(() => actions.remove?.(message))}
          >
            <Trash2 size={16} /> Delete message
          </button>
        )}
      </PopoverPanel>
    </Popover.Root>
  );
}

/**
 * One message: who (with their chat title, or their staff rank's badge), when, and the words as text,
 * `@mentions` marked and the row lit when it names the player; a shared bet as its card; the house's
 * tips and rains in their own quiet style.
 */
export const MessageItem = memo(function MessageItem({
  message,
  me,
  actions,
}: {
  message: ChatMessage;
  me: { id: string; username: string | null };
  actions: MessageActions;
}) {
  const sender = message.sender;
  // A tip's and a rain's lines are the house telling what moved, each in its own card.
  if (message.kind === 'tip' || message.kind === 'rain' || !sender) {
    return (
      <li className="px-1 py-1" data-testid="chat-house-message">
        {message.kind === 'tip' ? <TipMessage message={message} /> : <RainMessage message={message} />}
      </li>
    );
  }
  const self = sender.id === me.id;
  const named = !self && mentions(message.body, me.username);
  return (
    <li
      className={clsx(
        'group rounded-lg px-2 py-1.5',
        named ? 'bg-accent/10 ring-1 ring-accent/40' : 'hover:bg-surface-2/60',
      )}
      data-testid="chat-message"
      data-message-id={message.id}
    >
      <div className="flex min-w-0 items-center gap-1.5 text-xs">
        <span
          aria-hidden="true"
          className="grid size-5 shrink-0 place-items-center rounded-full bg-gradient-to-br from-accent to-sc text-[10px] font-bold text-surface-0"
        >
          {sender.username.slice(0, 1).toUpperCase()}
        </span>
        <SenderMenu message={message} actions={actions} self={self} />
        {sender.staff ? (
          <span className={clsx('rounded px-1.5 py-px text-[10px] font-bold uppercase', BADGE[sender.rank])}>
            {sender.chatTitle.title}
          </span>
        ) : (
          sender.chatTitle.slug !== 'user' && (
            <span className="rounded bg-surface-2 px-1.5 py-px text-[10px] text-text-muted">
              {sender.chatTitle.title}
            </span>
          )
        )}
        <time
          className="ml-auto shrink-0 text-[11px] text-text-muted tabular-nums"
          dateTime={message.created_at}
        >
          {formatClock(message.created_at)}
        </time>
      </div>
      {message.body && (
        <p className="mt-0.5 break-words pl-6.5 text-sm leading-snug">
          {segments(message.body).map((part, index) =>
            part.mention ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts never reorder
              <span key={index} className="font-semibold text-accent">
                {part.text}
              </span>
            ) : (
              part.text
            ),
          )}
        </p>
      )}
      {message.bet && (
        <div className="pl-6.5">
          <BetCard bet={message.bet} />
        </div>
      )}
    </li>
  );
});
