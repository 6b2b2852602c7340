import { formatAmount, parseAmount } from '@casino/contract';
import { type WarOutcome, warMultiplier } from '@casino/fairness';
import { DEAL_MS, FLIP_MS } from '../cards/PlayingCard';

/** The server's war outcome is packages/fairness war()'s: every draw in order, ties first. */
export type { WarOutcome };

/** The player's card lands first, the dealer's a beat later; a tie pauses before the war round. */
export const CARD_GAP_MS = 200;
export const ROUND_MS = 2 * CARD_GAP_MS + DEAL_MS + FLIP_MS;

/** When each card of each round starts to be dealt, and when the result can be shown. */
export function warSchedule(rounds: number): { player: number[]; dealer: number[]; result: number } {
  const player = Array.from({ length: rounds }, (_, r) => r * ROUND_MS);
  const dealer = player.map((t) => t + CARD_GAP_MS);
  const last = dealer[dealer.length - 1] ?? 0;
  return { player, dealer, result: last + DEAL_MS + FLIP_MS };
}

/** What a win pays per unit played: 1.98 at the published 1% edge, as the server settles it. */
export const WAR_WIN_MULTIPLIER = warMultiplier({ rounds: [], winner: 'player' });

/** The profit a win brings, rounded down to the cent exactly as the server pays (wager × 1.98). */
export function profitOnWin(wager: string): string {
  const minor = parseAmount(wager);
  if (minor === null) return '0.00';
  return formatAmount((minor * BigInt(Math.round(WAR_WIN_MULTIPLIER * 1000))) / 1000n - minor);
}
