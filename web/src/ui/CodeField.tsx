import { TextField, type TextFieldProps } from './Field';

/** A one-time code box (authenticator app or SMS): six characters at most, spaces dropped as they come. */
export function CodeField({
  onCode,
  ...rest
}: Omit<TextFieldProps, 'onChange' | 'maxLength'> & { onCode: (code: string) => void }) {
  return <TextField maxLength={6} onChange={(e) => onCode(e.target.value.trim())} {...rest} />;
}
