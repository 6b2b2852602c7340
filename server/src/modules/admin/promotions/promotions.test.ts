import type { AdminPromotions, Rank } from '@casino/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForSuite } from '../../../test/app';
import { auditCount, latestAudit, staffMember } from '../../../test/back-office';
import { type PermissionRow, permissionTable } from '../../../test/staff-calls';
import type { StaffAction } from '../../staff';

/**
 * Issue 20: promotions and discounts created through the staff rules with their cost shown before
 * they are saved; one that gives more SC than its price (outside a first-purchase offer) is refused in
 * clear words and writes nothing.
 */
const t = testAppForSuite();

type Headers = Record<string, string>;
let staff: Record<Rank, Headers>;
let withoutTwoFactor: Headers;
let ladder: AdminPromotions['ladder'];

const bundleAt = (price: string) => {
  const bundle = ladder.find((b) => b.price === price);
  if (!bundle) throw new Error(`no ${price} bundle`);
  return bundle.id;
};

/** The old Big Upgrade's shape, its 30 SC over the price given as extra SC (an upgrade's own SC follow the price). */
const overPrice = () => ({
  kind: 'promotion',
  name: 'Giveaway Upgrade',
  reward_type: 'Bundle Upgrade',
  bundle_id: bundleAt('19.99'),
  upgrade_bundle_id: bundleAt('49.99'),
  extra_sc: '30.00',
  uses_per_player: 1,
  max_uses: 1000,
});

const fair = (name = 'Weekday GC Boost') => ({
  kind: 'promotion',
  name,
  reward_type: 'Extra Coins',
  bundle_id: bundleAt('4.99'),
  extra_gc: '25000.00',
  extra_sc: '0',
  uses_per_player: 3,
  max_uses: 500,
});

const post = (url: string, payload: object, headers: Headers = staff.admin) =>
  t.app.inject({ method: 'POST', url, headers, payload });

beforeAll(async () => {
  const [admin, mod, helper, other, admin2] = await Promise.all([
    staffMember(t, 'admin'),
    staffMember(t, 'mod'),
    staffMember(t, 'helper'),
    staffMember(t, 'other'),
    staffMember(t, 'admin', false),
  ]);
  staff = { admin: admin.headers, mod: mod.headers, helper: helper.headers, other: other.headers };
  withoutTwoFactor = admin2.headers;
  ladder = (
    (await t.app.inject({ url: '/api/admin/promotions', headers: staff.admin })).json() as AdminPromotions
  ).ladder;
});

describe('the cost before save', () => {
  it('preview: SC and GC per USD taken, worst case per player and in all', async () => {
    const preview = await post('/api/admin/promotions/preview', fair());
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      price: '4.99',
      gc: '74900.00',
      sc: '4.99',
      sc_per_usd: '1.00',
      gc_per_usd: '15010.02',
      sc_over_price: '0.00',
      per_player_sc: '14.97',
      total_sc: '2495.00',
      within_rule: true,
      refusal: null,
    });
    const over = (await post('/api/admin/promotions/preview', overPrice())).json();
    expect(over).toMatchObject({
      sc: '49.99',
      sc_per_usd: '2.50',
      sc_over_price: '30.00',
      within_rule: false,
    });
  });

  it('a promotion over the rule is refused with 422 in clear words, and nothing is written', async () => {
    const promotionsBefore = await t.infra.db.selectFrom('bundle_promotions').select('id').execute();
    const auditBefore = await auditCount(t);
    const refused = await post('/api/admin/promotions', overPrice());
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { extra_sc: [expect.stringContaining('free SC may not exceed the price')] },
      message:
        'This offer gives 49.99 SC for 19.99 USD: free SC may not exceed the price (1 SC per USD) unless it is a first-purchase offer, once per player.',
    });
    const firstPurchaseTwice = await post('/api/admin/promotions', {
      ...overPrice(),
      first_purchase_only: true,
      uses_per_player: 2,
    });
    expect(firstPurchaseTwice.statusCode).toBe(422);
    expect(firstPurchaseTwice.json().message).toBe(
      'A first-purchase offer is used once per player: set uses per player to 1.',
    );
    const discount = await post('/api/admin/promotions', {
      kind: 'discount',
      slug: 'too_generous',
      title: 'Too generous',
      price: '9.99',
      actual_price: '19.99',
      gc: '199900',
      sc: '19.99',
    });
    expect(discount.statusCode).toBe(422);
    expect(discount.json().message).toBe(
      'A discount may not give more free SC than its price (1 SC per USD).',
    );
    expect(await t.infra.db.selectFrom('bundle_promotions').select('id').execute()).toEqual(promotionsBefore);
    expect(
      await t.infra.db
        .selectFrom('special_discounts')
        .select('id')
        .where('slug', '=', 'too_generous')
        .execute(),
    ).toEqual([]);
    expect(await auditCount(t)).toBe(auditBefore);
  });

  it('a first-purchase offer over the price is saved, once per player; then listed, changed and disabled', async () => {
    const saved = await post('/api/admin/promotions', {
      ...overPrice(),
      name: 'Welcome Upgrade',
      first_purchase_only: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json();
    expect((await latestAudit(t)).after).toMatchObject({
      name: 'Welcome Upgrade',
      cost: { sc_over_price: '30.00' },
    });

    const changed = await post('/api/admin/promotions', { ...fair('Weekday GC Boost'), id });
    expect(changed.statusCode, changed.body).toBe(200);
    const listed = (
      await t.app.inject({ url: '/api/admin/promotions', headers: staff.admin })
    ).json() as AdminPromotions;
    expect(listed.promotions.find((p) => p.id === id)).toMatchObject({
      name: 'Weekday GC Boost',
      uses_per_player: 3,
      live: true,
      cost: { per_player_sc: '14.97' },
    });
    expect(listed.promotions.find((p) => p.name === 'Big Upgrade')?.cost).toMatchObject({
      sc: '19.99',
      within_rule: true,
    });

    expect((await post(`/api/admin/promotions/${id}/disable`, {})).statusCode).toBe(200);
    const after = (
      await t.app.inject({ url: '/api/admin/promotions', headers: staff.admin })
    ).json() as AdminPromotions;
    expect(after.promotions.find((p) => p.id === id)).toMatchObject({ live: false });
    expect((await post('/api/admin/promotions/999999/disable', {})).statusCode).toBe(404);
    expect((await post('/api/admin/promotions', { ...fair(), id: 999999 })).statusCode).toBe(404);
  });

  it('a discount within the rule is saved and ended', async () => {
    const saved = await post('/api/admin/promotions', {
      kind: 'discount',
      slug: 'midweek',
      title: 'Midweek',
      price: '14.99',
      actual_price: '19.99',
      gc: '199900',
      sc: '14.99',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().cost).toMatchObject({ sc_per_usd: '1.00', per_player_sc: null });
    expect((await post(`/api/admin/promotions/discounts/${saved.json().id}/disable`, {})).statusCode).toBe(
      200,
    );
    const listed = (
      await t.app.inject({ url: '/api/admin/promotions', headers: staff.admin })
    ).json() as AdminPromotions;
    expect(listed.discounts.find((d) => d.slug === 'midweek')).toMatchObject({ live: false });
  });
});

const endpoints: Record<string, PermissionRow<StaffAction>> = {
  'GET /api/admin/promotions': {
    action: 'promotions.manage',
    changes: false,
    call: async () => ({ method: 'GET', url: '/api/admin/promotions' }),
  },
  'POST /api/admin/promotions/preview': {
    action: 'promotions.manage',
    changes: false,
    call: async () => ({ method: 'POST', url: '/api/admin/promotions/preview', payload: fair() }),
  },
  'POST /api/admin/promotions': {
    action: 'promotions.manage',
    changes: true,
    call: async () => ({ method: 'POST', url: '/api/admin/promotions', payload: fair('Matrix Boost') }),
  },
  'POST /api/admin/promotions/:id/disable': {
    action: 'promotions.manage',
    changes: true,
    call: async () => {
      const { id } = (await post('/api/admin/promotions', fair('To disable'))).json();
      return { method: 'POST', url: `/api/admin/promotions/${id}/disable` };
    },
  },
  'POST /api/admin/promotions/discounts/:id/disable': {
    action: 'promotions.manage',
    changes: true,
    call: async () => {
      const discount = await t.infra.db
        .insertInto('special_discounts')
        .values({ slug: `matrix_${Date.now()}`, title: 'Matrix', sub_title: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { method: 'POST', url: `/api/admin/promotions/discounts/${discount.id}/disable` };
    },
  },
  'GET /api/admin/reports/promotions': {
    action: 'reports.view',
    changes: false,
    call: async () => ({ method: 'GET', url: '/api/admin/reports/promotions?from=2026-01-01&to=2026-12-31' }),
  },
};

describe('the permission table for promotions and reports (admins with 2FA)', () => {
  permissionTable(
    t,
    endpoints,
    () => ({ staff, withoutTwoFactor }),
    () => ({ below: 'mod', allowed: 'admin' }),
    (name) => `${name}: 401 signed out, 403 to a player, a mod and an admin without 2FA; an admin may`,
  );
});
