/** A spinner; with a label it is announced as a status, without one it is decoration. */
export function Spinner({ label }: { label?: string }) {
  const spinner = (
    <span
      aria-hidden="true"
      className="inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
    />
  );
  if (!label) return spinner;
  return (
    <output aria-label={label} className="inline-flex">
      {spinner}
    </output>
  );
}
