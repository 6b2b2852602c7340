import type { ProviderFilterItem } from '@casino/contract';
import * as Popover from '@radix-ui/react-popover';
import clsx from 'clsx';
import { Check, ChevronDown, SlidersHorizontal } from 'lucide-react';

/** Filter By: the list's providers with their game counts; toggles and Clear All (spec §2, §4). */
export function FilterPopover({
  providers,
  chosen,
  onChange,
}: {
  providers: ProviderFilterItem[];
  chosen: number[];
  onChange: (next: number[]) => void;
}) {
  const toggle = (id: number) =>
    onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  return (
    <Popover.Root>
      <Popover.Trigger
        data-testid="filter-by"
        className="flex h-10 shrink-0 items-center gap-2 rounded-lg border border-line bg-surface-2 px-3 text-sm font-medium text-text hover:bg-line data-[state=open]:border-accent/60"
      >
        <SlidersHorizontal size={16} className="text-text-muted" />
        <span className="hidden sm:inline">Filter By</span>
        {chosen.length > 0 && (
          <span className="grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] font-bold text-surface-0">
            {chosen.length}
          </span>
        )}
        <ChevronDown size={14} className="text-text-muted" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          data-testid="filter-popover"
          className="z-40 flex max-h-[min(420px,70dvh)] w-72 flex-col rounded-xl border border-line bg-surface-1 shadow-2xl"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <span className="text-sm font-bold">Providers</span>
            <button
              type="button"
              data-testid="filter-clear"
              disabled={chosen.length === 0}
              onClick={() => onChange([])}
              className="text-xs font-semibold text-accent hover:underline disabled:text-text-muted disabled:no-underline"
            >
              Clear All
            </button>
          </div>
          <ul className="overflow-y-auto p-1.5">
            {providers.length === 0 && <li className="px-3 py-2 text-sm text-text-muted">No providers</li>}
            {providers.map((p) => {
              const on = chosen.includes(p.id);
              return (
                <li key={p.id}>
                  <label
                    data-testid="filter-provider"
                    data-provider-id={p.id}
                    className="flex h-10 w-full cursor-pointer items-center gap-3 rounded-lg px-2.5 text-sm hover:bg-surface-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
                  >
                    <input type="checkbox" checked={on} onChange={() => toggle(p.id)} className="sr-only" />
                    <span
                      aria-hidden
                      className={clsx(
                        'grid size-5 shrink-0 place-items-center rounded border',
                        on ? 'border-accent bg-accent text-surface-0' : 'border-line',
                      )}
                    >
                      {on && <Check size={13} strokeWidth={3} />}
                    </span>
                    <span className="flex-1 truncate">{p.name}</span>
                    <span className="tabular rounded-full bg-surface-2 px-2 py-0.5 text-xs text-text-muted">
                      {p.count}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
