import { type CoinStatistics, STATISTICS_DAYS } from '@casino/contract';

/** The daily chart's columns: seconds since 1970 (uPlot's time axis), wagered and profit per day. */
export interface DailySeries {
  days: number[];
  wagered: number[];
  profit: number[];
}

const DAY_MS = 86_400_000;

/**
 * Every UTC day of the last STATISTICS_DAYS (today included), a day without plays at 0, so the chart's
 * gaps are days without play rather than lines drawn across them.
 */
export function dailySeries(days: CoinStatistics['days'], today = new Date()): DailySeries {
  const played = new Map(days.map((d) => [d.day, d]));
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const series: DailySeries = { days: [], wagered: [], profit: [] };
  for (let i = STATISTICS_DAYS - 1; i >= 0; i--) {
    const at = end - i * DAY_MS;
    const day = played.get(new Date(at).toISOString().slice(0, 10));
    series.days.push(at / 1000);
    series.wagered.push(day ? Number(day.wagered) : 0);
    series.profit.push(day ? Number(day.profit) : 0);
  }
  return series;
}

/** How many games the plays chart shows: the rest are summed as 'Other'. */
export const CHARTED_GAMES = 8;

/** Plays per game, most played first, the tail summed as 'Other' so the bars stay readable on a phone. */
export function playsPerGame(games: CoinStatistics['games']): { names: string[]; plays: number[] } {
  const sorted = [...games].sort((a, b) => b.plays - a.plays);
  const shown = sorted.slice(0, CHARTED_GAMES);
  const rest = sorted.slice(CHARTED_GAMES).reduce((sum, g) => sum + g.plays, 0);
  const names = shown.map((g) => g.name);
  const plays = shown.map((g) => g.plays);
  if (rest > 0) {
    names.push('Other');
    plays.push(rest);
  }
  return { names, plays };
}
