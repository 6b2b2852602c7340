const DAY_MS = 86_400_000;

/** A lossback week: Monday 00:00 UTC to the next Monday, named by its ISO week ('2026-W47'). */
export interface LossbackWeek {
  code: string;
  start: Date;
  end: Date;
}

function mondayOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/** The ISO week a Monday starts: its year is the year of that week's Thursday. */
function weekOf(monday: Date): LossbackWeek {
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstMonday = mondayOf(new Date(Date.UTC(year, 0, 4)));
  const number = Math.round((monday.getTime() - firstMonday.getTime()) / (7 * DAY_MS)) + 1;
  return {
    code: `${year}-W${String(number).padStart(2, '0')}`,
    start: monday,
    end: new Date(monday.getTime() + 7 * DAY_MS),
  };
}

/** The week a code names ('latest' is the last week that has ended), or null for a week that does not exist. */
export function lossbackWeek(code: string, now: Date): LossbackWeek | null {
  if (code === 'latest') return weekOf(new Date(mondayOf(now).getTime() - 7 * DAY_MS));
  const match = /^(\d{4})-W(\d{2})$/.exec(code);
  if (!match) return null;
  const firstMonday = mondayOf(new Date(Date.UTC(Number(match[1]), 0, 4)));
  const week = weekOf(new Date(firstMonday.getTime() + (Number(match[2]) - 1) * 7 * DAY_MS));
  return week.code === code ? week : null;
}
