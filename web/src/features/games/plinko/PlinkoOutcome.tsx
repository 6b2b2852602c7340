import type { PlinkoPlayOutcome } from '@casino/contract';
import { Figures } from '../outcome/parts';

/** Plinko: the bucket and the ball's path, row by row. */
export function PlinkoOutcome({ o }: { o: PlinkoPlayOutcome }) {
  return (
    <div className="flex flex-col gap-3">
      <Figures
        items={[
          { label: 'Bucket', value: String(o.bucket) },
          { label: 'Multiplier', value: `${o.multiplier}×`, tone: o.multiplier >= 1 ? 'win' : 'loss' },
          { label: 'Rows · risk', value: `${o.rows} · ${o.risk}` },
        ]}
      />
      <ol className="flex flex-wrap gap-1" aria-label="Path, row by row">
        {o.path.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the path is positional
          <li key={i} className="tabular rounded bg-surface-2 px-2 py-1 text-xs font-semibold">
            {i + 1}: {step ? 'R' : 'L'}
          </li>
        ))}
      </ol>
    </div>
  );
}
