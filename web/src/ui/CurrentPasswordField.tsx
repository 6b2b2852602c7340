import { TextField, type TextFieldProps } from './Field';

/**
 * The password the player has now, asked again before a change that needs it (a new password, turning
 * off 2FA, deleting the account): the browser offers the saved one, never a new one.
 */
export function CurrentPasswordField(props: Omit<TextFieldProps, 'type' | 'autoComplete'>) {
  return <TextField {...props} type="password" autoComplete="current-password" />;
}
