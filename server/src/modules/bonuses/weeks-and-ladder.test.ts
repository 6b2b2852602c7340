import { describe, expect, it } from 'vitest';
import { nextDailyBonus } from './daily-ladder';
import { lossbackWeek } from './lossback-weeks';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('lossback weeks', () => {
  it('names ISO weeks across a year boundary and finds the last finished one', () => {
    expect(lossbackWeek('2026-W01', at('2026-06-01T00:00:00Z'))).toEqual({
      code: '2026-W01',
      start: at('2025-12-29T00:00:00Z'),
      end: at('2026-01-05T00:00:00Z'),
    });
    expect(lossbackWeek('latest', at('2026-01-01T12:00:00Z'))?.code).toBe('2025-W52');
    expect(lossbackWeek('latest', at('2026-11-23T00:00:00Z'))?.code).toBe('2026-W47');
    expect(lossbackWeek('2025-W53', at('2026-06-01T00:00:00Z'))).toBeNull();
    expect(lossbackWeek('2026-W53', at('2027-06-01T00:00:00Z'))?.end).toEqual(at('2027-01-04T00:00:00Z'));
    expect(lossbackWeek('2020-W53', at('2026-06-01T00:00:00Z'))?.start).toEqual(at('2020-12-28T00:00:00Z'));
  });
});

describe('daily ladder', () => {
  const now = at('2026-11-24T12:00:00Z');
  const claimed = (hoursAgo: number, streak: number) => ({
    claimedAt: new Date(now.getTime() - hoursAgo * HOUR),
    streak,
  });

  it('is day 1 at first, the next day within 48 h, and day 1 again after', () => {
    expect(nextDailyBonus(undefined, now)).toMatchObject({
      stage: 1,
      availableAt: null,
      gc: 500_000n,
      sc: 10n,
    });
    expect(nextDailyBonus(claimed(30, 3), now)).toMatchObject({
      stage: 4,
      availableAt: null,
      gc: 1_000_000n,
    });
    expect(nextDailyBonus(claimed(47.9, 7), now)).toMatchObject({ stage: 1 });
    expect(nextDailyBonus(claimed(48.1, 5), now)).toMatchObject({ stage: 1 });
    expect(nextDailyBonus(claimed(2, 5), now)).toMatchObject({
      stage: 6,
      availableAt: new Date(now.getTime() + 22 * HOUR),
      sc: 30n,
    });
  });
});
