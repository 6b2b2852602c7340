import type { Bundle, Me } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { bundleDisabled } from './bundle-rules';

const bundle = (price: string, upgradePrice?: string) =>
  ({
    price,
    reward: upgradePrice ? { reward_type: 'Bundle Upgrade', price: upgradePrice } : null,
  }) as Bundle;
const me = (fields: Partial<Me>) => ({ break_till_date: null, purchase_limit_bundles: [], ...fields }) as Me;

describe('bundle rules', () => {
  it('disables a blocked price, the upgrade price of an upgraded bundle, and every bundle on a break', () => {
    expect(bundleDisabled(bundle('9.99'), me({ purchase_limit_bundles: ['9.99'] }))).toBe(true);
    expect(bundleDisabled(bundle('19.99', '49.99'), me({ purchase_limit_bundles: ['49.99'] }))).toBe(true);
    expect(bundleDisabled(bundle('19.99', '49.99'), me({ purchase_limit_bundles: ['19.99'] }))).toBe(false);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(bundleDisabled(bundle('1.99'), me({ break_till_date: tomorrow }))).toBe(true);
    expect(bundleDisabled(bundle('1.99'), me({}))).toBe(false);
  });
});
