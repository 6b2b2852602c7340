/**
 * Arrow-key movement on a grid of `total` cells laid out `columns` wide (row-major): the index the
 * focus moves to, or null for a key that is not an arrow (or Home/End). Movement stops at the edges
 * rather than wrapping, so holding a key never jumps to the far side of the board.
 */
export function moveFocus(index: number, key: string, columns: number, total: number): number | null {
  const row = Math.floor(index / columns);
  const column = index % columns;
  const rows = Math.ceil(total / columns);
  let next: number;
  switch (key) {
    case 'ArrowLeft':
      next = column > 0 ? index - 1 : index;
      break;
    case 'ArrowRight':
      next = column < columns - 1 && index + 1 < total ? index + 1 : index;
      break;
    case 'ArrowUp':
      next = row > 0 ? index - columns : index;
      break;
    case 'ArrowDown':
      next = row < rows - 1 && index + columns < total ? index + columns : index;
      break;
    case 'Home':
      next = row * columns;
      break;
    case 'End':
      next = Math.min(total - 1, row * columns + columns - 1);
      break;
    default:
      return null;
  }
  return next;
}

/** A uniformly chosen element of `items` (the player's "random tile"); null when there is none. */
export function pickRandom<T>(items: readonly T[], random: () => number = Math.random): T | null {
  if (items.length === 0) return null;
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))] ?? null;
}
