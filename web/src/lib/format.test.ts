import { expect, it } from 'vitest';
import { formatCoins } from './format';

it('groups thousands and keeps two decimals without floating point', () => {
  expect(formatCoins('10000.00')).toBe('10,000.00');
  expect(formatCoins('0.5')).toBe('0.50');
  expect(formatCoins('123456789012345.67')).toBe('123,456,789,012,345.67');
  expect(formatCoins('-2.50')).toBe('-2.50');
});
