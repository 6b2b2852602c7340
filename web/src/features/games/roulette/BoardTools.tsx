import clsx from 'clsx';
import { Eraser, History, type LucideIcon, Trash2, Undo2 } from 'lucide-react';

/** One tool: its icon over its name; the browser tests find it as `roulette-<name>`. */
function Tool({
  label,
  icon: Icon,
  onClick,
  disabled,
  pressed,
}: {
  label: string;
  icon: LucideIcon;
  onClick(): void;
  disabled: boolean;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={pressed}
      data-testid={`roulette-${label.toLowerCase()}`}
      className={clsx(
        'flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-lg border px-1 text-[11px] font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-40',
        pressed
          ? 'border-loss/60 bg-loss/15 text-loss'
          : 'border-line bg-surface-2 text-text-muted hover:bg-line hover:text-text',
      )}
    >
      <Icon size={16} />
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
      <Tool label="Undo" icon={Undo2} onClick={onUndo} disabled={!bettingEnabled || !canUndo} />
      <Tool label="Clear" icon={Trash2} onClick={onClear} disabled={!bettingEnabled || !hasChips} />
      <Tool
        label="Remove"
        icon={Eraser}
        onClick={onToggleRemoving}
        disabled={!bettingEnabled}
        pressed={removing}
      />
      <Tool label="Restore" icon={History} onClick={onRestore} disabled={!bettingEnabled || !canRestore} />
    </div>
  );
}
