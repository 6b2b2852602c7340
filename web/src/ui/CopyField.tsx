import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

/** A read-only value with a copy button (seeds, hashes). */
export function CopyField({
  label,
  value,
  testId,
}: {
  label: string;
  value: string | null;
  testId?: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-medium text-text-muted">{label}</span>
      <div className="flex min-h-10 items-center gap-2 rounded-lg border border-line bg-surface-2 pl-3">
        <code data-testid={testId} className="min-w-0 flex-1 truncate text-xs text-text">
          {value ?? '—'}
        </code>
        <button
          type="button"
          aria-label={`Copy ${label}`}
          disabled={!value}
          onClick={async () => {
            await navigator.clipboard?.writeText(value ?? '').catch(() => undefined);
            setCopied(true);
            setTimeout(() => setCopied(false), 1_500);
          }}
          className="grid size-10 shrink-0 place-items-center text-text-muted hover:text-text disabled:opacity-40"
        >
          {copied ? <Check size={16} className="text-win" /> : <Copy size={16} />}
        </button>
      </div>
    </div>
  );
}
