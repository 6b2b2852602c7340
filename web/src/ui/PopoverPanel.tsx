import * as Popover from '@radix-ui/react-popover';
import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A header popover's panel (balance, account menu): under its trigger, lined up with its right edge. */
export function PopoverPanel({ className, children }: { className: string; children: ReactNode }) {
  return (
    <Popover.Portal>
      <Popover.Content
        sideOffset={8}
        align="end"
        className={clsx('z-50 rounded-xl border border-line bg-surface-1 shadow-2xl', className)}
      >
        {children}
      </Popover.Content>
    </Popover.Portal>
  );
}
