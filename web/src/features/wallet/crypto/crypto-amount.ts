/**
 * Spec §9 crypto amount display: 8 decimals below 1e3, 5 below 1e5, 4 up to 1e9, 2 beyond, truncated
 * (never rounded up: the player is never shown more than they hold); trailing zeros stripped.
 */
export function formatCrypto(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const size = Number(whole);
  const decimals = size < 1e3 ? 8 : size < 1e5 ? 5 : size <= 1e9 ? 4 : 2;
  const kept = fraction.slice(0, decimals).replace(/0+$/, '');
  return kept ? `${whole}.${kept}` : whole;
}
