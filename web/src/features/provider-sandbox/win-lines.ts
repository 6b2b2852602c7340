import type { SandboxSpin } from '@casino/contract';

type Win = SandboxSpin['wins'][number];

/**
 * The path a win pays along, as the cells' centres in reel and row units (a cell spans 1×1), or null
 * when the win is no path: a scatter pays anywhere, and a ways win standing twice on a reel is several
 * paths at once (its cells light up instead). A path crosses consecutive reels from the left, once each.
 */
export function winPath(win: Win, scatter = 'S'): [number, number][] | null {
  if (win.symbol === scatter || win.cells.length < 2) return null;
  const cells = [...win.cells].sort(([a], [b]) => a - b);
  if (cells.some(([reel], i) => reel !== i)) return null;
  return cells.map(([reel, row]) => [reel + 0.5, row + 0.5]);
}

/** The cells any win pays on, as "reel:row" keys. */
export function winningCells(spin: SandboxSpin | null): Set<string> {
  return new Set(spin?.wins.flatMap((win) => win.cells.map(([reel, row]) => `${reel}:${row}`)));
}
