/** "10000.00" → "10,000.00": coin amounts always show two decimals with grouping. */
export function formatCoins(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.replace('-', '').split('.');
  const grouped = BigInt(whole).toLocaleString('en-US');
  return `${amount.startsWith('-') ? '-' : ''}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
