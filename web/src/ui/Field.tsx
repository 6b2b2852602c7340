import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';

const control =
  'h-11 w-full rounded-lg border bg-surface-2 px-3 text-text placeholder:text-text-muted/70 outline-none transition-colors focus:border-accent';

interface FieldShellProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  id: string;
  children: ReactNode;
}

function FieldShell({ label, error, hint, id, children }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-text-muted">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-loss">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-text-muted">{hint}</p>
      ) : null}
    </div>
  );
}

/** `ref` included: a form library that registers inputs (react-hook-form) reaches the input itself. */
export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  trailing?: ReactNode;
}

export function TextField({ label, error, hint, trailing, className, ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell label={label} error={error} hint={hint} id={id}>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={clsx(control, error ? 'border-loss' : 'border-line', trailing && 'pr-12', className)}
          {...rest}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
    </FieldShell>
  );
}

/** Several lines of text (an announcement's body); `ref` included, as for TextField. */
export interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextAreaField({ label, error, hint, className, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell label={label} error={error} hint={hint} id={id}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(control, 'h-auto min-h-28 py-2.5', error ? 'border-loss' : 'border-line', className)}
        {...rest}
      />
    </FieldShell>
  );
}

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string | undefined;
  options: { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({ label, error, options, placeholder, className, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell label={label} error={error} id={id}>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          className={clsx(control, 'appearance-none pr-9', error ? 'border-loss' : 'border-line', className)}
          {...rest}
        >
          {placeholder && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          size={16}
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-text-muted"
        />
      </div>
    </FieldShell>
  );
}

export function CheckboxField({
  label,
  error,
  ...rest
}: ComponentProps<'input'> & { label: ReactNode; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex min-h-10 cursor-pointer items-start gap-3 text-sm text-text-muted">
        <input id={id} type="checkbox" className="mt-0.5 size-4 shrink-0 accent-accent" {...rest} />
        <span>{label}</span>
      </label>
      {error && (
        <p role="alert" className="text-xs text-loss">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form-level message (success or error) shown above the submit button. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'rounded-lg border px-3 py-2 text-sm',
        tone === 'error' && 'border-loss/40 bg-loss/10 text-loss',
        tone === 'success' && 'border-accent/40 bg-accent/10 text-accent',
        tone === 'info' && 'border-line bg-surface-2 text-text-muted',
      )}
    >
      {children}
    </div>
  );
}
