import clsx from 'clsx';
import { Eraser, History, Trash2, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';

function Tool({
  label,
  icon,
  onClick,
  disabled,
  pressed,
  testId,
}: {
  label: string;
  icon: ReactNode;
  onClick(): void;
  disabled: boolean;
  pressed?: boolean;
  testId: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={pressed}
      data-testid={testId}
      className={clsx(
        'flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-lg border px-1 text-[11px] font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-40',
        pressed
          ? 'border-loss/60 bg-loss/15 text-loss'
          : 'border-line bg-surface-2 text-text-muted hover:bg-line hover:text-text',
      )}
    >
      {icon}
      {label}
    </button>
  );
}

/** Undo, clear, removal mode and restore last play: the board's tools, closed while the ball spins. */
export function BoardTools({
  bettingEnabled,
  hasChips,
  canUndo,
  canRestore,
  removing,
  onUndo,
  onClear,
  onToggleRemoving,
  onRestore,
}: {
  bettingEnabled: boolean;
  hasChips: boolean;
  canUndo: boolean;
  canRestore: boolean;
  removing: boolean;
  onUndo(): void;
  onClear(): void;
  onToggleRemoving(): void;
  onRestore(): void;
}) {
  return (
    <div className="grid grid-cols-4 gap-1.5">
      <Tool
        label="Undo"
        icon={<Undo2 size={16} />}
        onClick={onUndo}
        disabled={!bettingEnabled || !canUndo}
        testId="roulette-undo"
      />
      <Tool
        label="Clear"
        icon={<Trash2 size={16} />}
        onClick={onClear}
        disabled={!bettingEnabled || !hasChips}
        testId="roulette-clear"
      />
      <Tool
        label="Remove"
        icon={<Eraser size={16} />}
        onClick={onToggleRemoving}
        disabled={!bettingEnabled}
        pressed={removing}
        testId="roulette-remove"
      />
      <Tool
        label="Restore"
        icon={<History size={16} />}
        onClick={onRestore}
        disabled={!bettingEnabled || !canRestore}
        testId="roulette-restore"
      />
    </div>
  );
}
