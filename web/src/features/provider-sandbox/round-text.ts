import type { SandboxRound } from '@casino/contract';

/**
 * The line a round ends with: its win (and a late promo win), or what the wallet said instead; a free
 * round says so first.
 */
export function roundText(round: SandboxRound): string {
  if (round.status !== 'settled') return round.message ?? 'The round did not settle.';
  const promo = round.promoWin ? ` · Promo win ${round.promoWin}` : '';
  const free = round.free ? 'Free spin · ' : '';
  return round.win === '0.00' ? `${free}No win this time${promo}` : `${free}You won ${round.win}${promo}`;
}
