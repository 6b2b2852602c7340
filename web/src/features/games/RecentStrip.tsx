import clsx from 'clsx';
import type { CSSProperties, ReactNode } from 'react';

export interface RecentChip {
  key: string | number;
  text: ReactNode;
  /** A win is green; a loss muted. Or a colour of its own (plinko's bucket). */
  win?: boolean;
  style?: CSSProperties;
}

/**
 * The strip of a game's last results above its stage, newest on the right. On a narrow screen the
 * oldest are clipped first (the strip is right-aligned and hides what overflows on the left).
 */
export function RecentStrip({
  label,
  testId,
  chips,
}: {
  label: string;
  testId?: string;
  chips: RecentChip[];
}) {
  return (
    <ol
      className="flex min-h-8 w-full justify-end gap-1.5 overflow-hidden"
      aria-label={label}
      data-testid={testId}
    >
      {[...chips].reverse().map((chip) => (
        <li
          key={chip.key}
          style={chip.style}
          className={clsx(
            'tabular shrink-0 rounded-md px-2 py-1 text-xs font-bold',
            chip.style
              ? 'font-extrabold text-surface-0'
              : chip.win
                ? 'bg-win/15 text-win'
                : 'bg-surface-2 text-text-muted',
          )}
        >
          {chip.text}
        </li>
      ))}
    </ol>
  );
}
