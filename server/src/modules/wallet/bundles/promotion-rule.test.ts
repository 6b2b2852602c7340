import { type Bundle, type BundlesAnswer, parseAmount } from '@casino/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testAppForSuite } from '../../../test/app';
import { balances, buy, checkout, finalise, type Headers, purchaser, startPayment } from '../test-support';

/**
 * Issue 20: the free SC of a purchase never exceed its price, except in a first-purchase offer that a
 * player uses once (docs/promotions.md). Before it, the seeded 'Big Upgrade' sold the 49.99 bundle's
 * 49.99 SC for 19.99 USD and 'Starter Boost' 11.99 SC for 9.99 USD to any buyer.
 *
 * Runs in the real-PostgreSQL tier too: the first-purchase checkouts opened side by side below race only
 * there (PGlite answers one statement at a time).
 */
const t = testAppForSuite({ PAYMENTS_SANDBOX_DELAY_MS: '0' });

const catalog = async (headers: Headers) =>
  (await t.app.inject({ url: '/api/bundles', headers })).json() as BundlesAnswer;

async function ladder(headers: Headers, price: string): Promise<Bundle> {
  const bundle = (await catalog(headers)).bundles.find((b) => b.price === price);
  if (!bundle) throw new Error(`no ${price} bundle`);
  return bundle;
}

/** Buys a bundle with a promotion by card; answers the start's answer and, when it started, the finalise's. */
async function buyWith(headers: Headers, bundle: Pick<Bundle, 'id' | 'price'>, promotionId: number) {
  const started = await startPayment(t.app, headers, bundle, { promotionId });
  if (started.statusCode !== 200) return { started, finalised: null };
  const start = started.json() as { merchantRefNum: string; amount: number };
  const handle = await checkout(t.app, start.merchantRefNum, '4111111111111111');
  if (!handle.paymentHandleToken) throw new Error(`checkout failed: ${JSON.stringify(handle)}`);
  return { started, finalised: await finalise(t.app, headers, start, handle.paymentHandleToken) };
}

const promotionNamed = (name: string) =>
  t.infra.db.selectFrom('bundle_promotions').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

/** The player's unplayed SC in minor units (a new player starts with a sign-up bonus). */
const unplayedSc = async (headers: Headers) =>
  parseAmount((await balances(t.app, headers)).sc.unplayed) ?? 0n;

const lastPurchase = (userId: bigint) =>
  t.infra.db
    .selectFrom('purchases')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('the seeded promotions after migration 29', () => {
  it('give no more SC than their price, except first-purchase offers used once per player', async () => {
    const { rows } = await sql<{
      name: string;
      price: bigint;
      sc: bigint;
      first_purchase_only: boolean;
      uses_per_player: number;
    }>`SELECT p.name, b.price, p.first_purchase_only, p.uses_per_player,
              b.sc + p.extra_sc + CASE WHEN p.free_spins_coin = 'SC' THEN p.num_spins * p.free_spin_value ELSE 0 END AS sc
         FROM bundle_promotions p JOIN bundles b ON b.id = p.bundle_id ORDER BY p.id`.execute(t.infra.db);
    // SC free spins count at their stake: Spin Starter's 2.00 SC of spins take it over the price.
    expect(rows.map((r) => r.name)).toEqual(['Starter Boost', 'Big Upgrade', 'Spin Starter']);
    expect(rows.find((r) => r.name === 'Spin Starter')).toMatchObject({ price: 499n, sc: 699n });
    for (const row of rows)
      if (row.sc > row.price)
        expect(row, row.name).toMatchObject({ first_purchase_only: true, uses_per_player: 1 });
    const { rows: bundles } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM bundles WHERE sc > price`.execute(t.infra.db);
    expect(bundles[0]?.n).toBe(0);
  });

  it('a bundle whose SC exceed its price cannot be saved', async () => {
    await expect(
      t.infra.db
        .insertInto('bundles')
        .values({ price: 999n, actual_price: 999n, gc: 9_990_000n, sc: 1000n })
        .execute(),
    ).rejects.toThrow(/bundles_sc_within_price/);
  });
});

describe('buying a promotion', () => {
  it('the Big Upgrade gives the 49.99 bundle’s GC and 19.99 SC for 19.99 USD, not 49.99 SC', async () => {
    const player = await purchaser(t.app);
    const before = await unplayedSc(player.headers);
    await buy(t.app, player.headers, '1.99');
    const upgrade = await promotionNamed('Big Upgrade');
    const bundle = await ladder(player.headers, '19.99');
    expect(bundle).toMatchObject({ gc: '499900.00', sc: '19.99', promotionId: upgrade.id });
    const { finalised } = await buyWith(player.headers, bundle, upgrade.id);
    expect(finalised?.statusCode, finalised?.body).toBe(200);
    expect(await lastPurchase(player.userId)).toMatchObject({
      amount: 1999n,
      credited_gc: 49_990_000n,
      credited_sc: 1999n,
    });
    expect(await unplayedSc(player.headers)).toBe(before + 1999n + 199n);
  });

  it('the old Big Upgrade shape (extra SC above the price), saved in SQL, is not sold', async () => {
    const player = await purchaser(t.app);
    const bundle = await ladder(player.headers, '19.99');
    const target = await ladder(player.headers, '49.99');
    const rogue = await t.infra.db
      .insertInto('bundle_promotions')
      .values({
        name: 'Rogue Upgrade',
        bundle_id: bundle.id,
        reward_type: 'Bundle Upgrade',
        upgrade_bundle_id: target.id,
        extra_sc: 3000n,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const { started } = await buyWith(player.headers, bundle, rogue.id);
      expect(started.statusCode).toBe(422);
      expect(started.json()).toMatchObject({ message: 'This promotion is not available.' });
      expect(
        await t.infra.db.selectFrom('purchases').select('id').where('user_id', '=', player.userId).execute(),
      ).toEqual([]);
    } finally {
      await t.infra.db.deleteFrom('bundle_promotions').where('id', '=', rogue.id).execute();
    }
  });

  it('Starter Boost is a first-purchase offer: 11.99 SC for 9.99 USD once, then no longer offered or sold', async () => {
    const player = await purchaser(t.app);
    const starter = await promotionNamed('Starter Boost');
    const bundle = await ladder(player.headers, '9.99');
    expect(bundle).toMatchObject({ sc: '11.99', promotionId: starter.id });
    const before = await unplayedSc(player.headers);
    const first = await buyWith(player.headers, bundle, starter.id);
    expect(first.finalised?.statusCode, first.finalised?.body).toBe(200);
    expect(await unplayedSc(player.headers)).toBe(before + 1199n);

    const again = await ladder(player.headers, '9.99');
    expect(again).toMatchObject({ sc: '9.99', promotionId: null });
    const { started } = await buyWith(player.headers, again, starter.id);
    expect(started.statusCode).toBe(422);
  });

  it('a player who has bought before is not sold a first-purchase offer', async () => {
    const player = await purchaser(t.app);
    await buy(t.app, player.headers, '1.99');
    const starter = await promotionNamed('Starter Boost');
    const { started } = await buyWith(player.headers, await ladder(player.headers, '9.99'), starter.id);
    expect(started.statusCode).toBe(422);
  });

  it('two first-purchase checkouts opened at once: exactly one is recorded (the player’s row is locked)', async () => {
    const player = await purchaser(t.app);
    const starter = await promotionNamed('Starter Boost');
    const bundle = await ladder(player.headers, '9.99');
    const opened = await Promise.all(
      [1, 2, 3].map(() => startPayment(t.app, player.headers, bundle, { promotionId: starter.id })),
    );
    expect(opened.map((o) => o.statusCode).sort()).toEqual([200, 422, 422]);
    const recorded = await t.infra.db
      .selectFrom('purchases')
      .select('id')
      .where('user_id', '=', player.userId)
      .where('promotion_id', '=', starter.id)
      .execute();
    expect(recorded).toHaveLength(1);
  });

  it('a discount that has ended is not sold', async () => {
    const player = await purchaser(t.app);
    const discounts = (
      await t.app.inject({ url: '/api/user/active-discounts', headers: player.headers })
    ).json();
    const weekend = discounts.find((d: { slug: string }) => d.slug === 'weekend_boost').bundles[0] as Bundle;
    await t.infra.db
      .updateTable('special_discounts')
      .set({ ends_at: sql`now()` })
      .where('slug', '=', 'weekend_boost')
      .execute();
    try {
      const started = await startPayment(t.app, player.headers, weekend);
      expect(started.statusCode).toBe(422);
    } finally {
      await t.infra.db
        .updateTable('special_discounts')
        .set({ ends_at: null })
        .where('slug', '=', 'weekend_boost')
        .execute();
    }
  });
});
