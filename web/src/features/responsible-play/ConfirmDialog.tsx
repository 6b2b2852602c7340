import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** What the dialog reads of the decision's call (`useMutation`). */
interface Decision<Body> {
  isPending: boolean;
  mutate(body: Body, options: { onSettled: () => void }): void;
}

/**
 * Asks before a decision the player cannot undo early, saying so in `warning`; Confirm sends `body`
 * through `decision`, and the dialog closes once the server has answered either way.
 */
export function ConfirmDialog<Body>({
  title,
  warning,
  confirm,
  decision,
  body,
  onClose,
}: {
  title: string;
  warning: ReactNode;
  confirm: string;
  decision: Decision<Body>;
  body: NoInfer<Body>;
  onClose: () => void;
}) {
  const pending = decision.isPending;
  const onConfirm = () => decision.mutate(body, { onSettled: onClose });
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
