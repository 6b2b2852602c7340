import { CHAT_TEXTS, type ChatMessage, type ChatSender } from '@casino/contract';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { DialogActions } from '../../ui/DialogActions';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';
import { ignorePlayer, reportMessage } from './api';

/** Spec §5: ignoring asks 'Are you sure?' — 'You will no longer be able to see messages from {name}.' Yes/No. */
export function IgnoreDialog({ sender, onClose }: { sender: ChatSender; onClose(): void }) {
  const [pending, setPending] = useState(false);
  const yes = async () => {
    setPending(true);
    try {
      await ignorePlayer(sender.username);
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not ignore this player.');
      setPending(false);
    }
  };
  return (
    <Modal open onClose={onClose} title={CHAT_TEXTS.ignoreTitle} width="sm">
      <p className="text-sm text-text-muted">{CHAT_TEXTS.ignoreText(sender.username)}</p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          No
        </Button>
        <Button onClick={yes} pending={pending} data-testid="chat-ignore-yes">
          Yes
        </Button>
      </div>
    </Modal>
  );
}

/** A player reports a message to staff, saying what is wrong with it. */
export function ReportDialog({ message, onClose }: { message: ChatMessage; onClose(): void }) {
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setPending(true);
    try {
      await reportMessage(message.id, reason);
      toast.success('Report sent', 'Staff will look at this message.');
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not send the report.');
      setPending(false);
    }
  };
  return (
    <Modal open onClose={onClose} title="Report message" width="sm">
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <blockquote className="break-words rounded-lg bg-surface-2 p-3 text-sm">
          <span className="font-semibold">{message.sender?.username}</span>: {message.body}
        </blockquote>
        <label className="flex flex-col gap-1.5 text-sm">
          What is wrong with it?
          <textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            maxLength={300}
            data-testid="chat-report-reason"
            className="rounded-lg border border-line bg-surface-2 p-2 outline-none focus:border-accent"
          />
        </label>
        {error && <p className="text-sm text-loss">{error}</p>}
        <DialogActions onCancel={onClose} pending={pending} data-testid="chat-report-send">
          Send report
        </DialogActions>
      </form>
    </Modal>
  );
}
