import { TextField } from './Field';
import type { BoundField } from './use-text-fields';

/** A new password and its confirmation, as a reset link and the security settings both ask for them. */
export function NewPasswordFields({
  bind,
}: {
  bind: (field: 'password' | 'password_confirmation') => BoundField;
}) {
  return (
    <>
      <TextField label="New password" type="password" autoComplete="new-password" {...bind('password')} />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...bind('password_confirmation')}
      />
    </>
  );
}
