import type { LobbySort } from '@casino/contract';
import { ArrowDownUp } from 'lucide-react';

const OPTIONS: { value: LobbySort; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'asc', label: 'A-Z' },
  { value: 'desc', label: 'Z-A' },
  { value: 'featured', label: 'Featured' },
];

/** Sort By (spec §4): choosing the sort already in force does nothing. */
export function SortSelect({ value, onChange }: { value: LobbySort; onChange: (next: LobbySort) => void }) {
  return (
    <label className="relative flex h-10 shrink-0 items-center rounded-lg border border-line bg-surface-2 text-sm hover:bg-line">
      <ArrowDownUp size={15} className="pointer-events-none absolute left-3 text-text-muted" />
      <span className="sr-only">Sort By</span>
      <select
        data-testid="sort-by"
        value={value}
        onChange={(e) => {
          const next = e.target.value as LobbySort;
          if (next !== value) onChange(next);
        }}
        className="h-full cursor-pointer appearance-none bg-transparent pr-3 pl-9 font-medium text-text outline-none"
      >
        {OPTIONS.map((o) => (
          <option key={o.value} value={o.value} className="bg-surface-1">
            Sort: {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
