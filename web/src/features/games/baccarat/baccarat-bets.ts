import { type BaccaratBet, type BaccaratWinner, baccaratBetReturn } from '@casino/fairness';
import { wagerProblem } from '../wager-problem';

export type SpotAmounts = Record<BaccaratBet, string>;

export const SPOTS: readonly { bet: BaccaratBet; label: string; pays: number }[] = [
  { bet: 'player', label: 'Player', pays: 2 },
  { bet: 'tie', label: 'Tie', pays: 9 },
  { bet: 'banker', label: 'Banker', pays: 1.95 },
];

const cents = (text: string) => Math.round(Number(text) * 100);

/** An empty spot, or one at zero, is simply not played. */
export const isEmptySpot = (text: string) =>
  text.trim() === '' || (Number(text) === 0 && !text.includes('-'));

/** What is wrong with one spot's amount (spec §8 texts), or null when it is empty or fine. */
export function spotProblem(text: string): string | null {
  return isEmptySpot(text) ? null : wagerProblem(text);
}

/** The sum of all spots, in cents (0 when any spot is not an amount). */
export function totalCents(amounts: SpotAmounts): number {
  return Object.values(amounts).reduce((sum, text) => sum + (isEmptySpot(text) ? 0 : cents(text) || 0), 0);
}

/** Why the deal cannot start, or null: a bad spot, nothing on the table, or more than the balance. */
export function tableProblem(amounts: SpotAmounts, balance: string): string | null {
  for (const text of Object.values(amounts)) {
    const problem = spotProblem(text);
    if (problem) return problem;
  }
  const total = totalCents(amounts);
  if (total === 0) return 'Place a play on player, banker or tie.';
  if (total > cents(balance)) return 'Insufficient balance.';
  return null;
}

/** POST /api/baccarat: only the spots that are played, as decimal strings. */
export function baccaratPayload(amounts: SpotAmounts): Partial<Record<BaccaratBet, string>> {
  const body: Partial<Record<BaccaratBet, string>> = {};
  for (const { bet } of SPOTS) {
    const text = amounts[bet];
    if (!isEmptySpot(text)) body[bet] = (cents(text) / 100).toFixed(2);
  }
  return body;
}

/** How a spot came out: won, returned (player or banker on a tie), or lost. */
export function spotResult(bet: BaccaratBet, winner: BaccaratWinner): 'win' | 'push' | 'loss' {
  const r = baccaratBetReturn(bet, winner);
  return r > 1 ? 'win' : r === 1 ? 'push' : 'loss';
}
