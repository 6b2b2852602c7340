import { describe, expect, it } from 'vitest';
import { leadsToUnbuiltFeature } from './unbuilt';

describe('leadsToUnbuiltFeature', () => {
  it('knows the paths of features that are not built, with their sub-pages and queries', () => {
    for (const url of ['/races', '/promotions/weekly-race', '/challenges/all', '/affiliates/x?y=1', '/vip'])
      expect(leadsToUnbuiltFeature(url)).toBe(true);
  });

  it('lets through what exists, including paths that only start alike', () => {
    for (const url of ['/', '/vip-bonus', '/promotions', '/promotions/first-purchase-boost', '/casino/dice'])
      expect(leadsToUnbuiltFeature(url)).toBe(false);
  });
});
