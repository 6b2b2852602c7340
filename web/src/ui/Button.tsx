import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-accent text-surface-0 hover:bg-accent-strong font-semibold',
  secondary: 'bg-surface-2 text-text hover:bg-line border border-line',
  ghost: 'text-text-muted hover:text-text hover:bg-surface-2',
  danger: 'bg-loss/15 text-loss border border-loss/40 hover:bg-loss/25',
};

/**
 * A button that cannot be pressed looks it, whatever its variant: a faded green still reads as an
 * action (issue 22). One waiting for its answer keeps its colour and shows the spinner instead.
 */
const BOXED_OFF = 'bg-surface-2 text-text-muted border border-line';
const OFF: Record<Variant, string> = {
  primary: BOXED_OFF,
  secondary: BOXED_OFF,
  ghost: 'text-text-muted opacity-50',
  danger: BOXED_OFF,
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** While true the button shows a spinner and cannot be pressed again (no double submits). */
  pending?: boolean;
  size?: 'md' | 'lg' | 'sm';
}

export function Button({
  variant = 'primary',
  pending = false,
  size = 'md',
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-lg transition-colors duration-150 disabled:cursor-not-allowed select-none',
        size === 'lg' && 'h-12 px-6 text-base',
        size === 'md' && 'h-10 px-4',
        size === 'sm' && 'h-8 px-3 text-xs',
        disabled && !pending ? OFF[variant] : [VARIANTS[variant], pending && 'opacity-60'],
        className,
      )}
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}
