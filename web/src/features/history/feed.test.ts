import type { BetHistoryRow } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { enqueue, isHighRoller, LIST_CAP, prepend, QUEUE_CAP, releaseOne } from './feed';
import { canOpen, rowTarget } from './links';

const row = (id: number, over: Partial<BetHistoryRow> = {}): BetHistoryRow => ({
  id: String(id),
  game_id: String(id),
  game: 'dicing',
  game_name: 'Dice',
  user: { id: '7', username: 'ada' },
  user_id: '7',
  wager: '1.00',
  game_mode: 'GC',
  multiplier: '2.00',
  profit: '1.00',
  payout: '2.00',
  timestamp: '2025-01-01T00:00:00.000Z',
  ...over,
});
const ids = (rows: BetHistoryRow[]) => rows.map((r) => Number(r.id));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => row(from + i));

describe('the live queue', () => {
  it('keeps arrival order and drops rows already waiting', () => {
    expect(ids(enqueue([row(1)], [row(1), row(2), row(3)]))).toEqual([1, 2, 3]);
  });

  it('keeps only the newest 60 rows', () => {
    const queue = enqueue(range(1, 50), range(51, 80));
    expect(queue).toHaveLength(QUEUE_CAP);
    expect(ids(queue).at(0)).toBe(21);
    expect(ids(queue).at(-1)).toBe(80);
  });

  it('releases the oldest row onto the top of the list, one per tick', () => {
    const first = releaseOne([row(5), row(6)], [row(4), row(3)]);
    expect(first.released?.id).toBe('5');
    expect(ids(first.list)).toEqual([5, 4, 3]);
    expect(ids(first.queue)).toEqual([6]);
    const second = releaseOne(first.queue, first.list);
    expect(ids(second.list)).toEqual([6, 5, 4, 3]);
    expect(second.queue).toEqual([]);
  });

  it('skips rows the list already shows without spending the tick', () => {
    const tick = releaseOne([row(4), row(3), row(5)], [row(4), row(3)]);
    expect(tick.released?.id).toBe('5');
    expect(ids(tick.list)).toEqual([5, 4, 3]);
    expect(tick.queue).toEqual([]);
  });

  it('does nothing when nothing new waits', () => {
    const list = [row(2), row(1)];
    const tick = releaseOne([row(2)], list);
    expect(tick.released).toBeNull();
    expect(tick.list).toBe(list);
  });

  it('caps the list at about 51 rows', () => {
    const tick = releaseOne([row(100)], range(1, 60));
    expect(tick.list).toHaveLength(LIST_CAP);
    expect(tick.list[0]?.id).toBe('100');
  });
});

describe('own plays', () => {
  it('go on top at once, once', () => {
    const list = prepend([row(1)], row(2));
    expect(ids(list)).toEqual([2, 1]);
    expect(prepend(list, row(2))).toBe(list);
  });

  it('respect a smaller cap', () => {
    expect(prepend(range(1, 10), row(11), 10)).toHaveLength(10);
  });
});

describe('high rollers', () => {
  it('are plays worth at least 50 USD: 50 SC or 500,000 GC', () => {
    expect(isHighRoller(row(1, { game_mode: 'SC', wager: '50.00' }))).toBe(true);
    expect(isHighRoller(row(1, { game_mode: 'SC', wager: '49.99' }))).toBe(false);
    expect(isHighRoller(row(1, { game_mode: 'GC', wager: '500000.00' }))).toBe(true);
    expect(isHighRoller(row(1, { game_mode: 'GC', wager: '499999.99' }))).toBe(false);
  });
});

describe('row links', () => {
  it('lead to the game history page by slug', () => {
    expect(rowTarget({ id: '9', game: 'dicing' })).toEqual({ kind: 'page', to: '/casino/dice/history/9' });
    expect(rowTarget({ id: '9', game: 'tower' })).toEqual({
      kind: 'page',
      to: '/casino/latergator/history/9',
    });
    expect(rowTarget({ id: '9', game: 'mines' })).toEqual({ kind: 'page', to: '/casino/mines/history/9' });
  });

  it('send duels to the duel modal', () => {
    expect(rowTarget({ id: '9', game: 'duels' })).toEqual({ kind: 'duel', betId: '9' });
  });

  it('send other games to the bet info overlay', () => {
    expect(rowTarget({ id: '9', game: 'poker' })).toEqual({ kind: 'info', betId: '9' });
  });

  it('close private rows to everyone but their player', () => {
    const hidden = { id: '9', user_id: null };
    expect(canOpen({ id: '9', user_id: '7' }, null, new Set())).toBe(true);
    expect(canOpen(hidden, null, new Set(['9']))).toBe(false);
    expect(canOpen(hidden, '7', new Set())).toBe(false);
    expect(canOpen(hidden, '7', new Set(['9']))).toBe(true);
  });
});
