import { TextField, type TextFieldProps } from './Field';

const FIELDS = [
  ['password', 'New password'],
  ['password_confirmation', 'Confirm new password'],
] as const;

/** A new password and its confirmation, as a reset link and the security settings both ask for them. */
export function NewPasswordFields({
  field,
}: {
  /** `useSchemaForm`'s `field` of a form holding both. */
  field: (name: (typeof FIELDS)[number][0]) => Omit<TextFieldProps, 'label'>;
}) {
  return FIELDS.map(([name, label]) => (
    <TextField key={name} label={label} type="password" autoComplete="new-password" {...field(name)} />
  ));
}
