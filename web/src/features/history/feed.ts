import type { BetHistoryRow } from '@casino/contract';

/**
 * The bet history's live feed (spec §4 "Bet history", §9 "History"), as pure functions over arrays so
 * the rules are tested on their own: live rows wait in a queue (newest 60 kept) and come out one a
 * second onto the top of the list, skipping any row the list already shows; lists keep about 51 rows.
 */
export const QUEUE_CAP = 60;
export const LIST_CAP = 51;
export const RELEASE_MS = 1_000;
/** Rows the tables offer, and how many the server gives at most (one fetch serves every choice). */
export const ROW_CHOICES = [10, 20, 35, 50] as const;
export const FETCH_ROWS = 50;
/** The first load waits a moment so the page's own content comes first. */
export const INITIAL_LOAD_DELAY_MS = 1_500;
/** Latest Winners shows its first rows at once and the rest a little later. */
export const FIRST_ROWS = 10;
export const REST_DELAY_MS = 2_000;
/** Plays worth at least this many dollars also enter High Rollers; GC sells at 10,000 a dollar (§9). */
export const HIGH_ROLLER_USD = 50;
const COINS_PER_USD = { GC: 10_000, SC: 1 } as const;

export type Row = BetHistoryRow;

export function isHighRoller(row: Row): boolean {
  return Number(row.wager) >= HIGH_ROLLER_USD * COINS_PER_USD[row.game_mode];
}

/** Adds live rows (oldest first, as they arrive) behind those waiting; the newest QUEUE_CAP stay. */
export function enqueue(queue: readonly Row[], rows: readonly Row[]): Row[] {
  const waiting = new Set(queue.map((r) => r.id));
  const next = [...queue];
  for (const row of rows) {
    if (waiting.has(row.id)) continue;
    waiting.add(row.id);
    next.push(row);
  }
  return next.length > QUEUE_CAP ? next.slice(next.length - QUEUE_CAP) : next;
}

/** Puts a row on top of a list unless the list has it already; the list keeps `cap` rows. */
export function prepend(list: readonly Row[], row: Row, cap = LIST_CAP): Row[] {
  if (list.some((r) => r.id === row.id)) return list as Row[];
  return [row, ...list].slice(0, cap);
}

/**
 * One tick of the feed: the oldest waiting row goes on top of the list. Rows the list already shows
 * (it was loaded after they were played) are dropped without spending the tick.
 */
export function releaseOne(
  queue: readonly Row[],
  list: readonly Row[],
  cap = LIST_CAP,
): { queue: Row[]; list: Row[]; released: Row | null } {
  const shown = new Set(list.map((r) => r.id));
  let i = 0;
  while (i < queue.length && shown.has((queue[i] as Row).id)) i++;
  const released = queue[i] ?? null;
  if (!released) return { queue: [], list: list as Row[], released: null };
  return { queue: queue.slice(i + 1), list: [released, ...list].slice(0, cap), released };
}
