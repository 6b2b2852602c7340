import clsx from 'clsx';

export function Switch({
  checked,
  onChange,
  label,
  disabled,
  testId,
}: {
  checked: boolean;
  onChange(next: boolean): void;
  label: string;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      data-testid={testId}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={clsx(
        'relative h-6 w-11 shrink-0 rounded-full transition-colors duration-150 disabled:opacity-50',
        checked ? 'bg-accent' : 'bg-line',
      )}
    >
      <span
        className={clsx(
          'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform duration-150',
          checked && 'translate-x-5',
        )}
      />
    </button>
  );
}
