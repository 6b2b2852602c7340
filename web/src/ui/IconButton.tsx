import clsx from 'clsx';
import type { ComponentProps } from 'react';

/**
 * A square button that shows only an icon (close, menu, chat); `label` is what screen readers and tests call
 * it. The caller's classes say its size and when it is shown.
 */
export function IconButton({
  label,
  className,
  ...rest
}: Omit<ComponentProps<'button'>, 'aria-label'> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={clsx('place-items-center rounded-lg text-text-muted hover:bg-surface-2', className)}
      {...rest}
    />
  );
}
