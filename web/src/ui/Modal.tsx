import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from './IconButton';

export interface ModalProps {
  open: boolean;
  onClose?: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  width?: 'sm' | 'md';
  /** Prompts the player must answer (username) cannot be dismissed. */
  dismissible?: boolean;
}

/** A dialog's X: closes the dialog it stands in. */
export function CloseButton({ label, className }: { label: string; className: string }) {
  return (
    <Dialog.Close asChild>
      <IconButton label={label} className={clsx('grid size-10 hover:text-text', className)}>
        <X size={18} />
      </IconButton>
    </Dialog.Close>
  );
}

/** A centred dialog with a title; Escape, the backdrop or its X close it unless it is not dismissible. */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  width = 'sm',
  dismissible = true,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && dismissible && onClose?.()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          onEscapeKeyDown={(e) => !dismissible && e.preventDefault()}
          onOpenAutoFocus={(e) => {
            // Start in the first field of a form rather than on the close button.
            const field = (e.currentTarget as HTMLElement).querySelector<HTMLElement>(
              'input, select, textarea',
            );
            if (field) {
              e.preventDefault();
              field.focus();
            }
          }}
          onPointerDownOutside={(e) => !dismissible && e.preventDefault()}
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100vw-24px)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-line bg-surface-1 p-6 shadow-2xl',
            width === 'sm' ? 'max-w-md' : 'max-w-2xl',
          )}
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-text-muted">
                  {description}
                </Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            {dismissible && <CloseButton label="Close" className="-mt-1 -mr-2" />}
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
