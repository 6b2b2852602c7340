import { ROULETTE_BETS, ROULETTE_SLOTS } from '@casino/fairness';

/**
 * Where each of the 51 slots sits on the betting table, in two orientations: across (numbers in
 * three rows of twelve, wide stages) and down (three columns of twelve, phones). Grid lines are
 * 1-based. The trios are small spots laid over the corner where 0 meets 1–2 and 2–3: their area
 * spans the two cells around that corner and the spot is centred in it.
 */
export type Orientation = 'across' | 'down';

export interface Placement {
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
}

export const GRID: Record<Orientation, { rows: number; cols: number }> = {
  across: { rows: 5, cols: 14 },
  down: { rows: 14, cols: 5 },
};

const TRIOS = new Set([37, 38]);
export const isTrio = (slot: number) => TRIOS.has(slot);

const at = (row: number, col: number, rowSpan = 1, colSpan = 1): Placement => ({
  row,
  col,
  rowSpan,
  colSpan,
});

function across(slot: number): Placement {
  if (slot === 0) return at(1, 1, 3, 1);
  if (slot <= 36) return at(3 - ((slot - 1) % 3), Math.ceil(slot / 3) + 1);
  if (slot === 37) return at(2, 1, 2, 2);
  if (slot === 38) return at(1, 1, 2, 2);
  if (slot <= 41) return at(4, 2 + (slot - 39) * 4, 1, 4);
  if (slot <= 44) return at(3 - (slot - 42), 14);
  return at(5, 2 + (slot - 45) * 2, 1, 2);
}

function down(slot: number): Placement {
  if (slot === 0) return at(1, 3, 1, 3);
  if (slot <= 36) return at(Math.ceil(slot / 3) + 1, 3 + ((slot - 1) % 3));
  if (slot === 37) return at(1, 3, 2, 2);
  if (slot === 38) return at(1, 4, 2, 2);
  if (slot <= 41) return at(2 + (slot - 39) * 4, 2, 4, 1);
  if (slot <= 44) return at(14, 3 + (slot - 42));
  return at(2 + (slot - 45) * 2, 1, 2, 1);
}

export const placement = (slot: number, orientation: Orientation): Placement =>
  orientation === 'across' ? across(slot) : down(slot);

const OUTSIDE = ['1–18', 'Even', 'Red', 'Black', 'Odd', '19–36'];
const OUTSIDE_NAMES = ['Low, 1 to 18', 'Even', 'Red', 'Black', 'Odd', 'High, 19 to 36'];
const ORDINAL = ['1st', '2nd', '3rd'];

/** The text printed on the slot. */
export function slotLabel(slot: number): string {
  if (slot <= 36) return String(slot);
  if (slot === 37) return '0·1·2';
  if (slot === 38) return '0·2·3';
  if (slot <= 41) return `${ORDINAL[slot - 39]} 12`;
  if (slot <= 44) return '2:1';
  return OUTSIDE[slot - 45] as string;
}

/** What the slot is called to a screen reader, with what it pays. */
export function slotName(slot: number): string {
  const covers = ROULETTE_BETS[slot] ?? [];
  const pays = `pays ${36 / covers.length}×`;
  if (slot <= 36) return `${slot}, straight up, ${pays}`;
  if (slot <= 38) return `Trio ${covers.join(', ')}, ${pays}`;
  if (slot <= 41) return `${ORDINAL[slot - 39]} dozen, ${covers[0]} to ${covers.at(-1)}, ${pays}`;
  if (slot <= 44) return `Column ${slot - 41}, ${covers[0]} to ${covers.at(-1)}, ${pays}`;
  return `${OUTSIDE_NAMES[slot - 45]}, ${pays}`;
}

/** A slot's box in grid units; a trio is the single point of its corner. */
function box(slot: number, orientation: Orientation) {
  const p = placement(slot, orientation);
  if (isTrio(slot)) {
    const x = p.col + p.colSpan / 2;
    const y = p.row + p.rowSpan / 2;
    return { left: x, right: x, top: y, bottom: y };
  }
  return { left: p.col, right: p.col + p.colSpan, top: p.row, bottom: p.row + p.rowSpan };
}

const gap = (a0: number, a1: number, b0: number, b1: number) => Math.max(0, b0 - a1, a0 - b1);

/**
 * Arrow keys over the table: the nearest slot in that direction. A slot beside the current one
 * (their edges overlap sideways) beats one that is off to the side; among those, the closest wins,
 * then the best lined up. Stays put at the edges.
 */
export function neighbour(slot: number, key: string, orientation: Orientation): number {
  const a = box(slot, orientation);
  let best = slot;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let other = 0; other < ROULETTE_SLOTS; other++) {
    if (other === slot) continue;
    const b = box(other, orientation);
    const vertical = key === 'ArrowUp' || key === 'ArrowDown';
    let along: number;
    if (key === 'ArrowRight') along = b.left - a.right;
    else if (key === 'ArrowLeft') along = a.left - b.right;
    else if (key === 'ArrowDown') along = b.top - a.bottom;
    else if (key === 'ArrowUp') along = a.top - b.bottom;
    else return slot;
    if (along < -0.01) continue;
    const side = vertical ? gap(a.left, a.right, b.left, b.right) : gap(a.top, a.bottom, b.top, b.bottom);
    const offset = vertical
      ? Math.abs((a.left + a.right) / 2 - (b.left + b.right) / 2)
      : Math.abs((a.top + a.bottom) / 2 - (b.top + b.bottom) / 2);
    const score = along + 2 * side + 0.1 * offset;
    if (score < bestScore) {
      bestScore = score;
      best = other;
    }
  }
  return best;
}
