import { LOBBY_SEARCH_DEBOUNCE_MS, LOBBY_SEARCH_MIN } from '@casino/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CloseButton } from '../../ui/Modal';
import {
  effectiveSearch,
  GameGrid,
  GridSkeleton,
  loadedGames,
  NO_FILTERS,
  SearchBox,
  useDebounced,
  useGameList,
} from '../lobby';
import { useSearchOverlay } from './search-store';

/** The search overlay (spec §2 Shell): 3+ letters, debounced, results as tiles; closes on navigation. */
export function SearchOverlay() {
  const { open, setOpen } = useSearchOverlay();
  const { pathname } = useLocation();
  // Following a result (or any link) leaves the overlay behind: it closes when the path changes from
  // the one it was opened on (the shell mounts it only while open).
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedOn.current) setOpen(false);
  }, [pathname, setOpen]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/75" />
        <Dialog.Content
          data-testid="search-overlay"
          className="fixed inset-x-0 top-0 z-50 mx-auto flex max-h-[100dvh] w-full max-w-5xl flex-col border-line bg-surface-1 shadow-2xl md:top-16 md:max-h-[calc(100dvh-6rem)] md:rounded-2xl md:border"
        >
          <Dialog.Title className="sr-only">Search games</Dialog.Title>
          <Dialog.Description className="sr-only">
            Type at least {LOBBY_SEARCH_MIN} letters to search every game.
          </Dialog.Description>
          <SearchPanel />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SearchPanel() {
  const [term, setTerm] = useState('');
  const search = effectiveSearch(useDebounced(term, LOBBY_SEARCH_DEBOUNCE_MS));
  return (
    <>
      <div className="flex items-center gap-2 border-b border-line p-3 md:p-4">
        <SearchBox value={term} onChange={setTerm} autoFocus testId="search-overlay-input" />
        <CloseButton label="Close search" className="shrink-0" />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-3 md:p-4">
        {search ? (
          <SearchResults search={search} />
        ) : (
          <p className="flex flex-col items-center gap-2 py-12 text-center text-sm text-text-muted">
            <Search size={28} />
            Type at least {LOBBY_SEARCH_MIN} letters to search every game.
          </p>
        )}
      </div>
    </>
  );
}

function SearchResults({ search }: { search: string }) {
  const list = useGameList({ kind: 'all' }, { ...NO_FILTERS, search });
  const games = loadedGames(list.data?.pages);
  if (list.isPending) return <GridSkeleton count={12} />;
  if (games.length === 0) {
    return (
      <p data-testid="search-empty" className="py-12 text-center text-sm text-text-muted">
        Sorry! There are no results for "{search}".
      </p>
    );
  }
  const total = list.data?.pages[0]?.results.total ?? games.length;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-text-muted" data-testid="search-count">
        {total} {total === 1 ? 'game' : 'games'} found
      </p>
      <GameGrid games={games} />
    </div>
  );
}
