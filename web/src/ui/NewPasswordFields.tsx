import { TextField } from './Field';
import type { BoundField } from './use-text-fields';

const FIELDS = [
  ['password', 'New password'],
  ['password_confirmation', 'Confirm new password'],
] as const;

/** A new password and its confirmation, as a reset link and the security settings both ask for them. */
export function NewPasswordFields({ bind }: { bind: (field: (typeof FIELDS)[number][0]) => BoundField }) {
  return FIELDS.map(([field, label]) => (
    <TextField key={field} label={label} type="password" autoComplete="new-password" {...bind(field)} />
  ));
}
