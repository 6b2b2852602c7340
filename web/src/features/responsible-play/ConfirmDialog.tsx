import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** Asks before a decision the player cannot undo early, saying so in `warning`. */
export function ConfirmDialog({
  title,
  warning,
  confirm,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  warning: ReactNode;
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open onClose={onClose} title={title}>
      <div data-testid="responsible-play-confirm" className="flex flex-col gap-4">
        <div className="rounded-lg border border-loss/40 bg-loss/10 p-3 text-sm">{warning}</div>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" pending={pending} onClick={onConfirm}>
            {confirm}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
