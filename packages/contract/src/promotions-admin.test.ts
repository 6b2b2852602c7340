import { describe, expect, it } from 'vitest';
import { type PromotionTerms, promotionCost, promotionDraftSchema } from './promotions-admin';

const terms = (overrides: Partial<PromotionTerms>): PromotionTerms => ({
  priceCents: 1999n,
  gc: 19_990_000n,
  sc: 1999n,
  usesPerPlayer: 1,
  maxUses: null,
  firstPurchaseOnly: false,
  ...overrides,
});

describe('promotionCost', () => {
  it('the old Big Upgrade: the 49.99 bundle’s coins for 19.99 USD give 2.50 SC per USD and are refused', () => {
    const cost = promotionCost(terms({ gc: 49_990_000n, sc: 4999n, maxUses: 1000 }));
    expect(cost).toMatchObject({
      price: '19.99',
      sc: '49.99',
      sc_per_usd: '2.50',
      gc_per_usd: '25007.50',
      sc_over_price: '30.00',
      per_player_sc: '49.99',
      total_sc: '49990.00',
      within_rule: false,
    });
    expect(cost.refusal).toBe(
      'This offer gives 49.99 SC for 19.99 USD: free SC may not exceed the price (1 SC per USD) unless it is a first-purchase offer, once per player.',
    );
  });

  it('SC equal to the price is within the rule: 1.00 SC per USD, nothing over the price', () => {
    expect(promotionCost(terms({}))).toMatchObject({
      sc_per_usd: '1.00',
      gc_per_usd: '10000.00',
      sc_over_price: '0.00',
      within_rule: true,
      refusal: null,
    });
  });

  it('a first-purchase offer may exceed the price, once per player and never more', () => {
    const starter = terms({ priceCents: 999n, gc: 14_990_000n, sc: 1199n, firstPurchaseOnly: true });
    expect(promotionCost(starter)).toMatchObject({
      sc_per_usd: '1.20',
      sc_over_price: '2.00',
      per_player_sc: '11.99',
      within_rule: true,
    });
    expect(promotionCost({ ...starter, usesPerPlayer: 3 })).toMatchObject({
      within_rule: false,
      refusal: 'A first-purchase offer is used once per player: set uses per player to 1.',
    });
  });

  it('worst cases: uses per player × SC and maximum uses × SC; no limit reads as null', () => {
    expect(promotionCost(terms({ usesPerPlayer: 3, maxUses: 500 }))).toMatchObject({
      per_player_sc: '59.97',
      total_sc: '9995.00',
    });
    expect(promotionCost(terms({ usesPerPlayer: null }))).toMatchObject({
      per_player_sc: null,
      total_sc: null,
    });
  });

  it('a free offer (a bonus code) has no per-USD figures and any SC exceed its price', () => {
    expect(promotionCost(terms({ priceCents: 0n, gc: 0n, sc: 500n, maxUses: 10 }))).toMatchObject({
      sc_per_usd: null,
      gc_per_usd: null,
      total_sc: '50.00',
      within_rule: false,
    });
  });

  it('rounds the ratios half up to hundredths', () => {
    expect(promotionCost(terms({ priceCents: 300n, sc: 200n })).sc_per_usd).toBe('0.67');
    expect(promotionCost(terms({ priceCents: 300n, sc: 100n })).sc_per_usd).toBe('0.33');
  });
});

describe('promotion drafts', () => {
  it('an upgrade names the bundle it upgrades to, extra coins none', () => {
    const upgrade = promotionDraftSchema.safeParse({
      kind: 'promotion',
      name: 'Big Upgrade',
      reward_type: 'Bundle Upgrade',
      bundle_id: 4,
    });
    expect(upgrade.success).toBe(false);
    const extra = promotionDraftSchema.parse({
      kind: 'promotion',
      name: 'Starter Boost',
      reward_type: 'Extra Coins',
      bundle_id: 3,
      extra_gc: '50000',
    });
    expect(extra).toMatchObject({
      extra_sc: '0',
      uses_per_player: 1,
      max_uses: null,
      first_purchase_only: false,
    });
  });

  it('free spins name their game, how many, each one’s stake and the coin; other rewards name no game', () => {
    const spins = { kind: 'promotion', name: 'Spin Starter', reward_type: 'Free Spins', bundle_id: 2 };
    expect(promotionDraftSchema.safeParse(spins).error?.issues[0]?.message).toBe(
      'Free spins name their game, how many, the value of each and the coin.',
    );
    expect(
      promotionDraftSchema.safeParse({
        ...spins,
        free_spins_game_id: 9,
        num_spins: 501,
        free_spin_value: '0.20',
      }).error?.issues[0]?.message,
    ).toBe('At most 500 free spins.');
    expect(
      promotionDraftSchema.parse({
        ...spins,
        free_spins_game_id: 9,
        num_spins: 10,
        free_spin_value: '0.20',
        free_spins_coin: 'SC',
      }),
    ).toMatchObject({ free_spins_game_id: 9, num_spins: 10, free_spin_value: '0.20', free_spins_coin: 'SC' });
    expect(
      promotionDraftSchema.safeParse({ ...spins, reward_type: 'Extra Coins', free_spins_game_id: 9 }).error
        ?.issues[0]?.message,
    ).toBe('Only a Free Spins promotion names a game.');
  });
});
