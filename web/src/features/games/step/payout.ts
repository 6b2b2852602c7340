import { formatAmount, parseAmount } from '@casino/contract';

/**
 * What a wager pays at a multiplier, rounded down to the cent exactly as the server pays it
 * (payoutAt: wager × round(multiplier × 1000) / 1000 in minor units), so the figure shown before a
 * step is the figure credited after it.
 */
export function payoutAt(wager: string, multiplier: number): string {
  const minor = parseAmount(wager);
  if (minor === null || !Number.isFinite(multiplier)) return '0.00';
  return formatAmount((minor * BigInt(Math.round(multiplier * 1000))) / 1000n);
}

/** Payout minus wager, as a decimal string (negative on a loss). */
export function profitOf(wager: string, payout: string): string {
  const w = parseAmount(wager) ?? 0n;
  const p = parseAmount(payout) ?? 0n;
  return formatAmount(p - w);
}

/**
 * The multiplier to show after `steps` safe steps. Before the first step the server's figure is the
 * edge alone (0.99×), which nobody can cash out at; the game shows the 1.00× a player expects.
 */
export function shownMultiplier(steps: number, multiplier: number): number {
  return steps === 0 ? 1 : multiplier;
}

/** The cash-out button's words in play: "Cash out 2.47 SC", what the game would pay now. */
export function cashOutLabel(game: {
  wager: string;
  game_mode: string;
  state: { multiplier: number };
}): string {
  return `Cash out ${payoutAt(game.wager, game.state.multiplier)} ${game.game_mode}`;
}
