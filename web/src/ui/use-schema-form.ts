import type { ChangeEvent } from 'react';
import {
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  type UseFormProps,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import { ApiError } from '../api/errors';

type EditEvent = ChangeEvent<HTMLInputElement | HTMLSelectElement>;

/** `field(name, onEdit?)`: what an input of `ui/Field` needs of the form, its registration and its error. */
export type FieldBinder<Values extends FieldValues> = (
  name: FieldPath<Values>,
  onEdit?: (event: EditEvent) => void,
) => UseFormRegisterReturn & { error: string | undefined };

/**
 * A form checked by `resolver` (the contract's zod schema, with the web's few extra rules) when it is
 * sent; a field's first error shows under it and goes away as soon as the player edits that field,
 * unchecked until the next send (unless `reValidateMode: 'onChange'` asks for a live check after the
 * first send). `field(name)` gives an input from `ui/Field` its registration and its error, so the rules
 * live in the schema and nowhere else.
 */
export function useSchemaForm<Values extends FieldValues, Sent>(
  resolver: Resolver<Values, unknown, Sent>,
  props: NoInfer<Omit<UseFormProps<Values, unknown, Sent>, 'resolver'>> = {},
) {
  // Focus stays where the player is: each error is announced where it shows (role="alert" in ui/Field).
  const form = useForm<Values, unknown, Sent>({
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    ...props,
    resolver,
  });
  const { register, clearErrors, setError, formState } = form;
  const clearOnEdit = (props.reValidateMode ?? 'onSubmit') === 'onSubmit';
  const field: FieldBinder<Values> = (name, onEdit) => ({
    ...register(name, {
      onChange: (event: EditEvent) => {
        if (clearOnEdit) clearErrors(name);
        onEdit?.(event);
      },
    }),
    error: errorOf(formState.errors, name),
  });
  /** Shows the server's refusal: each field's first error under it, its message as `errors.root.server`. */
  const showRefusal = (caught: unknown) => {
    if (caught instanceof ApiError)
      for (const [name, [message = '']] of Object.entries(caught.fields))
        setError(name as FieldPath<Values>, { type: 'server', message });
    setError('root.server', {
      type: 'server',
      message: caught instanceof Error ? caught.message : String(caught),
    });
  };
  return { ...form, field, showRefusal };
}

/** The message of a field's error, if it has one (`errors` may hold nested paths). */
function errorOf(errors: FieldValues, name: string): string | undefined {
  const error: { message?: unknown } | undefined = get(errors, name);
  return typeof error?.message === 'string' ? error.message : undefined;
}
