import { type ChangeEvent, useState } from 'react';

/** The props that tie one text input to its value in a form and to the error shown under it. */
export interface BoundField {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

/**
 * A form of text fields: its values, and `bind(field)` for the props of that field's input.
 * `errorOf` says what to show under a field: a check made here or the server's refusal of it.
 */
export function useTextFields<Values extends Record<keyof Values, string>>(
  initial: Values,
  errorOf: (field: keyof Values & string) => string | undefined = () => undefined,
) {
  const [values, setValues] = useState(initial);
  const bind = (field: keyof Values & string): BoundField => ({
    value: values[field],
    onChange: (event) => setValues((current) => ({ ...current, [field]: event.target.value })),
    error: errorOf(field),
  });
  return { values, setValues, bind };
}
