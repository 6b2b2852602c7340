import { Search, X } from 'lucide-react';

/** The lobby's search field; the page applies it from 3 letters, after 300 ms of quiet (spec §5). */
export function SearchBox({
  value,
  onChange,
  placeholder = 'Search your game',
  autoFocus,
  testId = 'lobby-search',
}: {
  value: string;
  onChange: (next: string) => void;
  placeholder?: string;
  autoFocus?: boolean;
  testId?: string;
}) {
  return (
    <label className="relative flex h-10 min-w-0 flex-1 items-center rounded-lg border border-line bg-surface-2 focus-within:border-accent/60">
      <Search size={16} className="pointer-events-none absolute left-3 text-text-muted" />
      <input
        type="search"
        data-testid={testId}
        aria-label={placeholder}
        placeholder={placeholder}
        value={value}
        // biome-ignore lint/a11y/noAutofocus: the search overlay and /search exist to type into at once
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
        className="h-full w-full min-w-0 bg-transparent pr-9 pl-9 text-sm text-text outline-none placeholder:text-text-muted [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onChange('')}
          className="absolute right-1 grid size-8 place-items-center rounded-md text-text-muted hover:text-text"
        >
          <X size={14} />
        </button>
      )}
    </label>
  );
}
