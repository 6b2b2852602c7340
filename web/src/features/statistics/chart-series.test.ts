import { STATISTICS_DAYS } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { CHARTED_GAMES, dailySeries, playsPerGame } from './chart-series';

describe('dailySeries', () => {
  it('lays the played days on every day of the window, the others at 0, oldest first', () => {
    const today = new Date('2026-11-27T18:30:00Z');
    const series = dailySeries(
      [
        { day: '2026-11-20', plays: 3, wagered: '30.00', profit: '-12.50' },
        { day: '2026-11-27', plays: 1, wagered: '5.00', profit: '4.90' },
      ],
      today,
    );
    expect(series.days).toHaveLength(STATISTICS_DAYS);
    expect(series.days.at(-1)).toBe(Date.UTC(2026, 10, 27) / 1000);
    expect((series.days[1] ?? 0) - (series.days[0] ?? 0)).toBe(86_400);
    expect(series.wagered.at(-1)).toBe(5);
    expect(series.profit.at(-8)).toBe(-12.5);
    expect(series.wagered.filter((w) => w > 0)).toEqual([30, 5]);
  });
});

describe('playsPerGame', () => {
  it('lists the most played games and sums the rest as Other', () => {
    const games = Array.from({ length: CHARTED_GAMES + 2 }, (_, i) => ({
      game: `g${i}`,
      name: `Game ${i}`,
      plays: i + 1,
      wagered: '0.00',
      paidOut: '0.00',
      profit: '0.00',
    }));
    const { names, plays } = playsPerGame(games);
    expect(names[0]).toBe(`Game ${CHARTED_GAMES + 1}`);
    expect(names.at(-1)).toBe('Other');
    expect(plays.at(-1)).toBe(1 + 2);
    expect(names).toHaveLength(CHARTED_GAMES + 1);
  });
});
