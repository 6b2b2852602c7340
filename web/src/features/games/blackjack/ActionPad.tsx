import type { BlackjackAction } from '@casino/fairness';
import { Button } from '../../../ui/Button';
import type { BlackjackPending } from './use-blackjack';

export const MOVES: readonly { action: BlackjackAction; label: string; key: string }[] = [
  { action: 'hit', label: 'Hit', key: 'H' },
  { action: 'stand', label: 'Stand', key: 'S' },
  { action: 'double', label: 'Double', key: 'D' },
  { action: 'split', label: 'Split', key: 'P' },
];

/** Hit, stand, double and split, each enabled only when the game allows it (and the balance covers it). */
export function ActionPad({
  enabled,
  pending,
  onAct,
}: {
  enabled(action: BlackjackAction): boolean;
  pending: BlackjackPending;
  onAct(action: BlackjackAction): void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2">
      {MOVES.map(({ action, label, key }) => (
        <Button
          key={action}
          variant="secondary"
          className="h-12 justify-between font-semibold"
          disabled={!enabled(action) || (pending !== null && pending !== action)}
          pending={pending === action}
          onClick={() => onAct(action)}
          data-testid={`bj-${action}`}
          aria-keyshortcuts={key}
        >
          {label}
          <kbd className="rounded border border-line px-1.5 text-[11px] font-semibold text-text-muted">
            {key}
          </kbd>
        </Button>
      ))}
    </div>
  );
}
