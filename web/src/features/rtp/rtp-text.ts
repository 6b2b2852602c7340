import type { MeasuredRtp, TheoreticalRtp } from '@casino/contract';

/** A return as the page shows it: 0.96059 → "96.06%". */
export const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/** The theoretical return in a cell: one figure, or its range where the player's options change it. */
export function theoreticalText(theoretical: TheoreticalRtp): string {
  if (theoretical.rtp === null) return 'Not published';
  const { range } = theoretical;
  return range ? `${percent(range.low)} – ${percent(range.high)}` : percent(theoretical.rtp);
}

/** One coin's measured return in a cell: the figure, or that no round has settled yet. */
export function measuredText(measured: MeasuredRtp): string {
  return measured.rtp === null ? 'No settled rounds yet' : percent(measured.rtp);
}

/** The 95% interval of a measured return ("94.10% – 97.85%"), or why there is none. */
export function intervalText(measured: MeasuredRtp): string {
  if (measured.interval) return `${percent(measured.interval.low)} – ${percent(measured.interval.high)}`;
  return measured.rtp === null ? '—' : 'Needs at least two rounds';
}

/** Rounds with thousands separators ("12,480"). */
export const roundsText = (rounds: number) => rounds.toLocaleString('en-US');

/** What the page says about how its numbers are made, in plain words (one sentence each). */
export const EXPLANATION = {
  measured:
    'Measured RTP is everything this game paid out divided by everything wagered on it, over every settled round in that coin.',
  interval:
    'The 95% interval is the range the game’s true return lies in with 95% confidence given how much single rounds vary, and it narrows as more rounds are played.',
  freeRounds:
    'Free rounds (a wager of 0) pay out without a wager, so they are counted apart and left out of the ratio.',
  updated:
    'Figures follow every settled round within seconds, and are recounted from the bets themselves every few minutes.',
} as const;
