import { formatAmount, type PromotionReport, parseAmount } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { testAppForSuite } from '../../../test/app';
import { buy, buyWithItsPromotion, purchaser, staffMember } from '../../../test/back-office';

/**
 * Issue 20: SC given against purchase revenue per day and offer, and the SC liability the ledger
 * holds, for a few known purchases on a database of their own.
 */
const t = testAppForSuite({ PAYMENTS_SANDBOX_DELAY_MS: '0' });

const today = () => new Date().toISOString().slice(0, 10);

async function report(headers: Record<string, string>, query = `?from=${today()}&to=${today()}`) {
  const answer = await t.app.inject({ url: `/api/admin/reports/promotions${query}`, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as PromotionReport;
}

describe('GET /api/admin/reports/promotions', () => {
  it('per day and offer: purchases, revenue, GC sold, SC given and SC per USD; the liability moves with them', async () => {
    const admin = await staffMember(t, 'admin');
    // Signed up before the first reading: their sign-up SC are not the purchases'.
    const [ada, bo] = await Promise.all([purchaser(t.app), purchaser(t.app)]);
    const before = await report(admin.headers);
    expect(before.rows).toEqual([]);
    expect(before.totals).toEqual({
      purchases: 0,
      revenue_usd: '0.00',
      gc_sold: '0.00',
      sc_given: '0.00',
      sc_per_usd: null,
    });

    await buy(t.app, ada.headers, '1.99'); // first purchase: GC doubled
    await buy(t.app, bo.headers, '4.99'); // first purchase: GC doubled
    await buyWithItsPromotion(t, ada.headers, '19.99'); // 49.99's GC, 19.99 SC

    const after = await report(admin.headers);
    expect(after.rows).toEqual([
      {
        day: today(),
        offer: 'No promotion',
        promotion_id: null,
        discount_id: null,
        purchases: 2,
        revenue_usd: '6.98',
        gc_sold: '139600.00',
        sc_given: '6.98',
        sc_per_usd: '1.00',
      },
      expect.objectContaining({
        day: today(),
        offer: 'Promotion: Big Upgrade',
        purchases: 1,
        revenue_usd: '19.99',
        gc_sold: '499900.00',
        sc_given: '19.99',
        sc_per_usd: '1.00',
      }),
    ]);
    expect(after.totals).toEqual({
      purchases: 3,
      revenue_usd: '26.97',
      gc_sold: '639500.00',
      sc_given: '26.97',
      sc_per_usd: '1.00',
    });
    const sc = (text: string) => parseAmount(text) ?? 0n;
    expect(sc(after.liability.sc_unplayed) - sc(before.liability.sc_unplayed)).toBe(2697n);
    expect(after.liability.sc_total).toBe(
      formatSum(
        after.liability.sc_unplayed,
        after.liability.sc_redeemable,
        after.liability.sc_pending_redemption,
      ),
    );
    expect(after.liability.sc_redeemed).toBe('0.00');

    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await report(admin.headers, `?from=${yesterday}&to=${yesterday}`)).rows).toEqual([]);
  });

  it('refuses a window backwards or longer than a year, in clear words', async () => {
    const admin = await staffMember(t, 'admin');
    const backwards = await t.app.inject({
      url: '/api/admin/reports/promotions?from=2026-11-02&to=2026-11-01',
      headers: admin.headers,
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ from: ['from must not be after to.'] });
    const long = await t.app.inject({
      url: '/api/admin/reports/promotions?from=2020-01-01&to=2026-11-01',
      headers: admin.headers,
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe('The report reads at most 366 days at once.');
  });
});

function formatSum(...amounts: string[]): string {
  return formatAmount(amounts.reduce((sum, text) => sum + (parseAmount(text) ?? 0n), 0n));
}
