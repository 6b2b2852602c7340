import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * One choice of a set shown as a tile (a payment method, a gift card, a currency): a radio button,
 * hidden unless `showRadio`, inside a label edged in the accent colour while chosen. `className` lays
 * the tile out (height, direction, gaps, focus ring).
 */
export function ChoiceTile({
  name,
  value,
  checked,
  disabled,
  onChoose,
  showRadio = false,
  className,
  children,
}: {
  name: string;
  value?: string;
  checked: boolean;
  disabled?: boolean;
  onChoose(): void;
  showRadio?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={clsx(
        'cursor-pointer rounded-lg border',
        className,
        checked ? 'border-accent bg-accent/10' : 'border-line bg-surface-2 hover:border-text-muted',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        className={showRadio ? 'accent-accent' : 'sr-only'}
      />
      {children}
    </label>
  );
}
