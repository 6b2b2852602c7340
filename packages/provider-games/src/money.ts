/**
 * Wins stay exact: every table states its pays in integer credits and a bet is `unit` credits, so a
 * win is `bet × credits / unit` minor units. A bet that `unit` does not divide is refused rather than
 * rounded (for a 20-line slot the bet is a multiple of 20 minor units), so the paid return is the
 * published one to the last minor unit. Amounts leave as decimal strings of minor units (JSON-safe).
 */
export function checkBet(bet: bigint, unit: number): void {
  if (bet <= 0n || bet % BigInt(unit) !== 0n)
    throw new RangeError(`the bet must be a positive multiple of ${unit} minor units`);
}

export function winFor(bet: bigint, credits: number, unit: number): string {
  return ((bet * BigInt(credits)) / BigInt(unit)).toString();
}
