/**
 * The plinko board's geometry in a fixed 1000 × 880 SVG viewBox: row r (0 at the top) has r + 3 pegs,
 * the rows + 1 buckets sit between the bottom row's pegs, and a ball that went right b times of
 * `rows` lands in bucket b — the same count the server's `path` gives (0 = left, 1 = right).
 */
export const VIEW_WIDTH = 1000;
export const VIEW_HEIGHT = 880;

export interface Board {
  rows: number;
  /** Horizontal distance between neighbouring pegs. */
  spacing: number;
  /** Vertical distance between rows. */
  rowGap: number;
  top: number;
  pegRadius: number;
  ballRadius: number;
  bucketY: number;
  bucketHeight: number;
}

export interface Point {
  x: number;
  y: number;
}

const CENTRE = VIEW_WIDTH / 2;

export function boardFor(rows: number): Board {
  const spacing = VIEW_WIDTH / (rows + 2);
  const bucketHeight = Math.min(spacing * 0.8, 56);
  const top = spacing * 0.6;
  const lastRowY = VIEW_HEIGHT - bucketHeight - spacing * 0.55 - 10;
  return {
    rows,
    spacing,
    rowGap: (lastRowY - top) / (rows - 1),
    top,
    pegRadius: Math.max(5, spacing * 0.1),
    ballRadius: spacing * 0.2,
    bucketY: lastRowY + spacing * 0.55,
    bucketHeight,
  };
}

export const rowY = (board: Board, row: number) => board.top + row * board.rowGap;

/** Every peg, row by row. */
export function pegsOf(board: Board): Point[] {
  const pegs: Point[] = [];
  for (let row = 0; row < board.rows; row++) {
    const count = row + 3;
    for (let i = 0; i < count; i++)
      pegs.push({ x: CENTRE + (i - (count - 1) / 2) * board.spacing, y: rowY(board, row) });
  }
  return pegs;
}

/** The centre of bucket k (0 = far left). */
export const bucketX = (board: Board, bucket: number) => CENTRE + (bucket - board.rows / 2) * board.spacing;

/** Where the ball touches each row's peg, then the bucket it lands in: rows + 1 points. */
export function contactsOf(board: Board, path: readonly number[]): Point[] {
  const points: Point[] = [];
  let offset = 0;
  for (let row = 0; row < board.rows; row++) {
    points.push({
      x: CENTRE + offset * (board.spacing / 2),
      y: rowY(board, row) - board.pegRadius - board.ballRadius,
    });
    offset += path[row] ? 1 : -1;
  }
  points.push({ x: CENTRE + offset * (board.spacing / 2), y: board.bucketY + board.bucketHeight / 2 });
  return points;
}

/**
 * The ball at time t (0..1 of the fall): a straight drop onto the first peg, then from each peg a small
 * hop sideways and a fall onto the next, into the bucket.
 */
export function ballAt(board: Board, contacts: readonly Point[], t: number): Point {
  const segments = contacts.length;
  const clamped = Math.min(1, Math.max(0, t));
  const index = Math.min(segments - 1, Math.floor(clamped * segments));
  const u = clamped * segments - index;
  const to = contacts[index] as Point;
  if (index === 0) {
    const fromY = to.y - board.rowGap;
    return { x: to.x, y: fromY + (to.y - fromY) * u * u };
  }
  const from = contacts[index - 1] as Point;
  const hop = board.rowGap * 0.7;
  return { x: from.x + (to.x - from.x) * u, y: from.y + (to.y - from.y) * u * u - hop * u * (1 - u) };
}

/** The last peg the ball touched at time t, with how long ago (fraction of a segment), for its glow. */
export function lastContact(contacts: readonly Point[], t: number): { row: number; since: number } | null {
  const segments = contacts.length;
  const passed = Math.min(1, Math.max(0, t)) * segments;
  const row = Math.floor(passed) - 1;
  if (row < 0 || row >= segments - 1) return null;
  return { row, since: passed - Math.floor(passed) };
}

/** Bucket colours: gold in the centre (low pays) through orange to red at the edges (high pays). */
export function bucketColour(bucket: number, rows: number): string {
  const distance = Math.abs(bucket - rows / 2) / (rows / 2);
  const hue = 48 - distance * 52;
  return `hsl(${Math.round((hue + 360) % 360)} 92% ${Math.round(58 - distance * 4)}%)`;
}

/**
 * A bucket's label: whole numbers from 100, otherwise no trailing zeros (0.5×, 1.2×, 26×). Narrow
 * buckets (13 rows and more) leave out the × so the figure can stay readable.
 */
export function bucketLabel(multiplier: number, rows: number): string {
  const figure = multiplier >= 100 ? Math.floor(multiplier) : Number(multiplier.toFixed(2));
  return rows >= 13 ? String(figure) : `${figure}×`;
}
