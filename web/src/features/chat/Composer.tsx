import { CHAT_MESSAGE_MAX_LENGTH, CHAT_TEXTS, type ChatMessage } from '@casino/contract';
import * as Popover from '@radix-ui/react-popover';
import { SendHorizonal, Smile } from 'lucide-react';
import { type FormEvent, forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { PopoverPanel } from '../../ui/PopoverPanel';
import { toast } from '../../ui/toast';
import { sendMessage } from './api';
import { useChat } from './chat-store';

/** The emoji a chat needs most, one tap away (any other can be typed). */
const EMOJI = [
  '😀',
  '😂',
  '😍',
  '😎',
  '🤔',
  '😭',
  '😡',
  '🥳',
  '👍',
  '👎',
  '🙏',
  '👏',
  '🔥',
  '💯',
  '🎉',
  '💰',
  '💎',
  '🍀',
  '🎰',
  '🎲',
  '🃏',
  '🚀',
  '❤️',
  '🤞',
];

export interface ComposerHandle {
  /** Puts `@name ` into the draft and focuses it (a sender's Mention). */
  mention(username: string): void;
}

/**
 * Writes to the room: the draft is kept per room (across pages and reloads), Enter sends, the counter
 * shows near the limit, the spec's 429 is 'Slow down!'. The server trims and checks; the web copies none
 * of its rules but the length it shows.
 */
export const Composer = forwardRef<
  ComposerHandle,
  { roomId: string; slowMode: number; onSent(message: ChatMessage): void }
>(function Composer({ roomId, slowMode, onSent }, handle) {
  const draft = useChat((s) => s.drafts[roomId] ?? '');
  const setDraft = useChat((s) => s.setDraft);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);

  useImperativeHandle(handle, () => ({
    mention: (username) => {
      const current = useChat.getState().drafts[roomId] ?? '';
      setDraft(roomId, `${current}${current && !current.endsWith(' ') ? ' ' : ''}@${username} `);
      input.current?.focus();
    },
  }));

  const insert = (emoji: string) => {
    const element = input.current;
    const at = element?.selectionStart ?? draft.length;
    setDraft(roomId, `${draft.slice(0, at)}${emoji}${draft.slice(element?.selectionEnd ?? at)}`);
    element?.focus();
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending || !draft.trim()) return;
    setPending(true);
    try {
      const message = await sendMessage({ body: draft, roomId });
      setDraft(roomId, '');
      onSent(message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429)
        toast.error(CHAT_TEXTS.slowDownTitle, CHAT_TEXTS.slowDown);
      else toast.error(error instanceof Error ? error.message : CHAT_TEXTS.empty);
    } finally {
      setPending(false);
      input.current?.focus();
    }
  };

  const length = [...draft].length;
  return (
    <form
      onSubmit={send}
      className="flex flex-col gap-1.5 border-t border-line p-2.5"
      data-testid="chat-composer"
    >
      {slowMode > 0 && (
        <p className="text-[11px] text-text-muted" data-testid="chat-slow-mode">
          Slow mode: one message every {slowMode} s.
        </p>
      )}
      <div className="flex items-end gap-1.5 rounded-lg border border-line bg-surface-2 p-1.5 focus-within:border-accent">
        <textarea
          ref={input}
          rows={1}
          value={draft}
          aria-label="Message"
          placeholder="Say something nice"
          maxLength={CHAT_MESSAGE_MAX_LENGTH * 2}
          data-testid="chat-input"
          onChange={(event) => setDraft(roomId, event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
          }}
          className="max-h-24 min-h-8 flex-1 resize-none bg-transparent px-1.5 py-1 text-sm outline-none placeholder:text-text-muted"
        />
        <Popover.Root>
          <Popover.Trigger
            aria-label="Emoji"
            className="grid size-8 shrink-0 place-items-center rounded-md text-text-muted hover:bg-surface-1 hover:text-text"
          >
            <Smile size={18} />
          </Popover.Trigger>
          <PopoverPanel className="grid w-64 grid-cols-6 gap-1 p-2">
            {EMOJI.map((emoji) => (
              <button
                key={emoji}
                type="button"
                aria-label={`Insert ${emoji}`}
                onClick={() => insert(emoji)}
                className="grid size-9 place-items-center rounded-md text-lg hover:bg-surface-2"
              >
                {emoji}
              </button>
            ))}
          </PopoverPanel>
        </Popover.Root>
        <button
          type="submit"
          aria-label="Send message"
          disabled={pending || !draft.trim()}
          data-testid="chat-send"
          className="grid size-8 shrink-0 place-items-center rounded-md bg-accent text-surface-0 disabled:bg-surface-1 disabled:text-text-muted"
        >
          <SendHorizonal size={16} />
        </button>
      </div>
      {length > CHAT_MESSAGE_MAX_LENGTH - 40 && (
        <p
          className={
            length > CHAT_MESSAGE_MAX_LENGTH ? 'text-[11px] text-loss' : 'text-[11px] text-text-muted'
          }
        >
          {length} / {CHAT_MESSAGE_MAX_LENGTH}
        </p>
      )}
    </form>
  );
});
