import clsx from 'clsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../ui/Button';
import { ChoiceButton, type ChoiceLook } from '../../ui/ChoiceButton';
import { DialogActions } from '../../ui/DialogActions';
import { FormMessage, TextField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';

/** A back-office page's title, what it is for, and its filters or actions on the right. */
export function PageTitle({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <header className="mb-4 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="text-[20px] font-bold md:text-[28px]">{title}</h1>
        {hint && <p className="mt-1 text-sm text-text-muted">{hint}</p>}
      </div>
      {children && <div className="flex flex-wrap items-end gap-2">{children}</div>}
    </header>
  );
}

/** How a status reads at a glance: settled well, gone wrong, waiting on someone, or neither. */
export type Tone = 'good' | 'bad' | 'warn' | 'neutral';

const TONES: Record<Tone, string> = {
  good: 'bg-win/15 text-win',
  bad: 'bg-loss/15 text-loss',
  warn: 'bg-gc/15 text-gc',
  neutral: 'bg-surface-2 text-text-muted',
};

/** A small pill for a status ("pending review", "banned", "overdue"). */
export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

/** A status name for people: "pending_review" → "pending review". */
export const humanize = (name: string) => name.replaceAll('_', ' ');

export interface ReasonDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  description: string;
  /** The label of the reason field; "Reason" unless the action asks for something else. */
  label?: string;
  confirm: string;
  danger?: boolean;
  pending: boolean;
  error: Error | null;
  onConfirm(text: string): void;
  /** Extra fields above the reason (a rank, a coin and amount). */
  children?: ReactNode;
  /** The shortest text the server takes (3 for a reason, 1 for a payment reference). */
  minLength?: number;
}

/**
 * The confirmation every consequential staff action goes through: the reason is written down for the
 * audit log (and for the player where they are told), and the server's refusal is shown in place.
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  label = 'Reason',
  confirm,
  danger = false,
  pending,
  error,
  onConfirm,
  children,
  minLength = 3,
}: ReasonDialogProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(text.trim());
  };
  return (
    <Modal open={open} onClose={onClose} title={title} description={description}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        {children}
        <TextField
          label={label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          required
          minLength={minLength}
        />
        {error && <FormMessage tone="error">{error.message}</FormMessage>}
        <DialogActions
          onCancel={onClose}
          variant={danger ? 'danger' : 'primary'}
          pending={pending}
          data-testid="dialog-confirm"
        >
          {confirm}
        </DialogActions>
      </form>
    </Modal>
  );
}

/** A pill among pills: a queue's status tab, a chat sanction's kind or length. */
export const PILL_LOOK: ChoiceLook = {
  base: 'flex h-9 items-center gap-2 rounded-full border px-3 text-sm',
  chosen: 'border-accent bg-accent/10 text-text',
  other: 'border-line text-text-muted hover:text-text',
};

/** A queue's status filter: one pill per status with how many requests are in it; "all" when allowed. */
export function StatusTabs<Status extends string>({
  statuses,
  current,
  onChange,
  counts,
}: {
  statuses: readonly Status[];
  current: Status;
  onChange(status: NoInfer<Status>): void;
  counts: Partial<Record<NoInfer<Status>, number>> | undefined;
}) {
  return (
    <div role="tablist" aria-label="Status" className="mb-3 flex flex-wrap gap-1">
      {statuses.map((s) => (
        <ChoiceButton key={s} tab chosen={s === current} onChoose={() => onChange(s)} look={PILL_LOOK}>
          {humanize(s)}
          {counts?.[s] !== undefined && <span className="tabular text-xs text-text-muted">{counts[s]}</span>}
        </ChoiceButton>
      ))}
    </div>
  );
}

/** A read that failed, in the server's words, with Retry: instead of a page's content, never a blank. */
export function QueryFailed({ error, onRetry }: { error: Error; onRetry(): void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <FormMessage tone="error">{error.message}</FormMessage>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
