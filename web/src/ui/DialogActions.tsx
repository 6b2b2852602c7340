import { Button, type ButtonProps } from './Button';

/**
 * The foot of a dialog's form: Cancel, which closes it unchanged, and the button that sends the form.
 * Every prop but `onCancel` (its text as children, `pending`, `disabled`, a test id) is the send button's.
 */
export function DialogActions({ onCancel, ...submit }: ButtonProps & { onCancel(): void }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" {...submit} />
    </div>
  );
}
