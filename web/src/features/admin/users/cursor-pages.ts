import { useState } from 'react';

/**
 * Newest-first lists the server pages by cursor (a player's ledger and plays): the cursors of the
 * pages already seen are kept, so staff can go back as well as on.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  return {
    cursor,
    page: cursors.length + 1,
    older: (next: string) => setCursors((seen) => [...seen, next]),
    newer: cursors.length > 0 ? () => setCursors((seen) => seen.slice(0, -1)) : undefined,
    reset: () => setCursors([]),
  };
}
