import type { BundlesAnswer } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { testAppForSuite } from '../../test/app';
import { bundleArtwork } from './bundles/artwork';
import { buy, purchaser } from './test-support';

const t = testAppForSuite({ PAYMENTS_SANDBOX_DELAY_MS: '0' });

const catalog = async (headers: Record<string, string> = {}) =>
  (await t.app.inject({ url: '/api/bundles', headers })).json() as BundlesAnswer;

describe('bundles', () => {
  it('the ladder: 1.99 to 499.99, 10,000 GC a dollar and free SC equal to the dollars, doubled GC before a first purchase', async () => {
    const guest = await catalog();
    expect(guest.bundles.map((b) => b.price)).toEqual([
      '1.99',
      '4.99',
      '9.99',
      '19.99',
      '49.99',
      '99.99',
      '199.99',
      '499.99',
    ]);
    const player = await purchaser(t.app);
    const fresh = await catalog(player.headers);
    const first = fresh.bundles.find((b) => b.price === '1.99');
    expect(first).toMatchObject({
      gc_amount: '19900.00',
      gc: '39800.00',
      sc: '1.99',
      gc_discount: '2X',
      image: 'coins-1',
    });
    await buy(t.app, player.headers, '1.99');
    const after = (await catalog(player.headers)).bundles.find((b) => b.price === '1.99');
    expect(after).toMatchObject({ gc: '19900.00', gc_discount: null });
  });

  it('the first-purchase discount shows only before a first purchase; other discounts strike the old price', async () => {
    const player = await purchaser(t.app);
    const before = (
      await t.app.inject({ url: '/api/user/active-discounts', headers: player.headers })
    ).json();
    expect(before.map((d: { slug: string }) => d.slug)).toEqual(['ftp_discount_new', 'weekend_boost']);
    expect(before[1].bundles[0]).toMatchObject({ price: '37.49', actual_price: '49.99', discounted: true });
    await buy(t.app, player.headers, '4.99');
    const after = (await t.app.inject({ url: '/api/user/active-discounts', headers: player.headers })).json();
    expect(after.map((d: { slug: string }) => d.slug)).toEqual(['weekend_boost']);
  });

  it('promotions: a featured extra-coins reward, an upgrade, keyed by price, each once per player', async () => {
    const player = await purchaser(t.app);
    const answer = await catalog(player.headers);
    expect(answer.featured_promotion).toMatchObject({ name: 'Starter Boost' });
    const boosted = answer.bundles.find((b) => b.price === '9.99');
    expect(boosted?.reward).toMatchObject({ reward_type: 'Extra Coins', gc: '50000.00', sc: '2.00' });
    const upgraded = answer.bundles.find((b) => b.price === '19.99');
    expect(upgraded?.reward).toMatchObject({
      reward_type: 'Bundle Upgrade',
      gc: '499900.00',
      price: '49.99',
    });
    const byPrice = (
      await t.app.inject({ url: '/api/user/active-promotions', headers: player.headers })
    ).json();
    const spins = answer.bundles.find((b) => b.price === '4.99');
    expect(spins?.reward).toMatchObject({
      reward_type: 'Free Spins',
      num_spins: 10,
      free_spin_value: '0.20',
      free_spin_coin: 'SC',
      game: { title: 'Twisted Meteor' },
    });
    expect(Object.keys(byPrice).sort()).toEqual(['19.99', '4.99', '9.99']);
    expect(byPrice['19.99']).toMatchObject({ days_to_expire: null });
    const featured = (
      await t.app.inject({ url: '/api/user/active-featured-promotions', headers: player.headers })
    ).json();
    expect(featured).toHaveLength(1);
  });

  it('artwork by price (spec §9)', () => {
    expect([199n, 500n, 501n, 2001n, 5000n, 7501n, 10001n, 20001n].map(bundleArtwork)).toEqual([
      'coins-1',
      'coins-1',
      'coins-2',
      'coins-3',
      'coins-4',
      'coins-5',
      'coins-6',
      'coins-7',
    ]);
  });
});
