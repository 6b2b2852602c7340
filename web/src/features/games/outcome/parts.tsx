import clsx from 'clsx';

/** One headline figure; its tone says whether it won or lost, when that is known. */
export type Item = { label: string; value: string; tone?: 'win' | 'loss' | undefined };

/** A row of headline figures (roll, target, multiplier...), coloured by win or loss. */
export function Figures({ items }: { items: Item[] }) {
  return (
    <div className="flex flex-wrap gap-3">
      {items.map((item) => (
        <div key={item.label} className="min-w-32 rounded-lg border border-line bg-surface-2 px-4 py-3">
          <p className="text-xs text-text-muted">{item.label}</p>
          <p
            className={clsx(
              'tabular text-2xl font-extrabold',
              item.tone === 'win' && 'text-win',
              item.tone === 'loss' && 'text-loss',
            )}
          >
            {item.value}
          </p>
        </div>
      ))}
    </div>
  );
}

const LABELS: Record<string, string> = { duel_id: 'Duel', round_id: 'Round' };
function readable(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (Array.isArray(v)) return v.map(readable).join(', ');
  if (typeof v === 'object')
    return Object.entries(v)
      .map(([k, x]) => `${k}: ${readable(x)}`)
      .join(' · ');
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return String(v);
}

/** Any outcome as label and value rows, for games without a picture or a shape their picture knows. */
export function ValueList({ values }: { values: Record<string, unknown> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {Object.entries(values).map(([key, v]) => (
        <div key={key} className="contents">
          <dt className="text-text-muted capitalize">{LABELS[key] ?? key.replaceAll('_', ' ')}</dt>
          <dd className="tabular break-all">{readable(v)}</dd>
        </div>
      ))}
    </dl>
  );
}
