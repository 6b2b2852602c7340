import {
  type ChatAction,
  chatActionSchema,
  DEFAULT_CHAT_ROOM,
  formatAmount,
  TIP_LIMITS,
  TIP_TEXTS,
  type TipSent,
} from '@casino/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '../../../ui/Button';
import { CoinIcon } from '../../../ui/CoinIcon';
import { DialogActions } from '../../../ui/DialogActions';
import { TextField } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { Switch } from '../../../ui/Switch';
import { toast } from '../../../ui/toast';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { sendTip } from './api';

export interface TipDialogProps {
  open: boolean;
  onClose(): void;
  /** The player to tip, filled in when the dialog opens from their name. */
  username?: string;
  /** The room the tip's line shows in (the lobby when left out). */
  roomId?: string;
  /** Told once the tip went through (the chat may scroll to its line). */
  onSent?(sent: TipSent): void;
}

const resolver = zodResolver(chatActionSchema);
type TipForm = z.input<typeof chatActionSchema>;
type Checked = z.output<typeof chatActionSchema>;

/**
 * The tip dialog (issue 24, docs/chat.md "Tips"): a username, an amount of Gold Coins and whether to
 * hide the tip from the room; then a confirmation of who gets how much before anything moves. Gold
 * Coins only: Sweeps Coins are never traded between players. The server's refusals show in its words.
 */
export function TipDialog({
  open,
  onClose,
  username = '',
  roomId = DEFAULT_CHAT_ROOM,
  onSent,
}: TipDialogProps) {
  const { handleSubmit, field, setValue, watch, showRefusal, formState, reset } = useSchemaForm<
    TipForm,
    Checked
  >(resolver, {
    values: { action: 'tip', username, meta: { amount: '', coin: 'GC', room_id: roomId, hidden: false } },
  });
  const [confirming, setConfirming] = useState<Checked | null>(null);
  const [pending, setPending] = useState(false);
  const hidden = watch('meta.hidden') ?? false;

  const close = () => {
    setConfirming(null);
    reset();
    onClose();
  };
  const send = async (checked: Checked) => {
    setPending(true);
    try {
      const sent = await sendTip(checked as ChatAction);
      toast.success(sent.message);
      onSent?.(sent);
      close();
    } catch (caught) {
      setConfirming(null);
      showRefusal(caught);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title={confirming ? TIP_TEXTS.confirmTitle : 'Tip a player'}>
      {confirming ? (
        <div className="flex flex-col gap-5" data-testid="tip-confirm">
          <p className="flex items-center gap-2 text-sm">
            <CoinIcon coin="GC" />
            {TIP_TEXTS.confirm(confirming.meta.amount, confirming.username)}
          </p>
          {confirming.meta.hidden ? (
            <p className="text-xs text-text-muted">Hidden: only you and {confirming.username} will see it.</p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirming(null)} disabled={pending}>
              Back
            </Button>
            <Button pending={pending} onClick={() => void send(confirming)} data-testid="tip-send">
              Send tip
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={handleSubmit((checked) => setConfirming(checked))}
          data-testid="tip-form"
        >
          <TextField label="Username" autoComplete="off" {...field('username')} />
          <TextField
            label="Amount (Gold Coins)"
            inputMode="decimal"
            placeholder={formatAmount(TIP_LIMITS.min)}
            hint={`From ${formatAmount(TIP_LIMITS.min)} to ${formatAmount(TIP_LIMITS.max)} GC a tip. Sweeps Coins cannot be tipped.`}
            trailing={<CoinIcon coin="GC" />}
            {...field('meta.amount')}
          />
          <div className="flex items-center justify-between gap-3 text-sm">
            <span id="tip-hidden-label">Hide this tip from the chat</span>
            <Switch
              checked={hidden}
              onChange={(next) => setValue('meta.hidden', next)}
              label="Hide this tip from the chat"
              testId="tip-hidden"
            />
          </div>
          {formState.errors.root?.server ? (
            <p role="alert" className="text-sm text-loss" data-testid="tip-error">
              {formState.errors.root.server.message}
            </p>
          ) : null}
          <DialogActions onCancel={close}>Continue</DialogActions>
        </form>
      )}
    </Modal>
  );
}
