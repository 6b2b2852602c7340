import clsx from 'clsx';
import { type FormEvent, useState } from 'react';

/** A back-office search field; `className` sizes it where it stands (a bar of its own, or beside tabs). */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder: string;
  className: string;
}) {
  return (
    <input
      type="search"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      className={clsx(
        'rounded-lg border border-line bg-surface-2 px-3 outline-none focus:border-accent',
        className,
      )}
    />
  );
}

/**
 * A search staff type before asking: the draft changes as they type, and `submit` (the form's) hands it
 * to `apply` once they press Search, so the list is not read again at every key.
 */
export function useSearchDraft<Draft>(initial: Draft, apply: (draft: Draft) => void) {
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  return { draft, setDraft, submit };
}
