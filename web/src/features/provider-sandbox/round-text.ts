import type { SandboxRound } from '@casino/contract';

/** The line a round ends with: its win (and a late promo win), or what the wallet said instead. */
export function roundText(round: SandboxRound): string {
  if (round.status !== 'settled') return round.message ?? 'The round did not settle.';
  const promo = round.promoWin ? ` · Promo win ${round.promoWin}` : '';
  return round.win === '0.00' ? `No win this time${promo}` : `You won ${round.win}${promo}`;
}
