import { describe, expect, it } from 'vitest';
import { GiftCardError } from '../../adapters/gift-cards/interface';
import { testAppForSuite } from '../../test/app';

describe('the sandbox gift-card controls', () => {
  const t = testAppForSuite();
  const local = { remoteAddress: '127.0.0.1' };

  it('queues the next order’s outcome and shows an issued card, on this machine only', async () => {
    const vendor = t.infra.giftCards;
    if (!vendor) throw new Error('the test app runs the sandbox gift-card vendor');
    const queued = await t.app.inject({
      ...local,
      method: 'POST',
      url: '/api/dev/gift-cards/next-outcome',
      payload: { outcome: 'out_of_stock' },
    });
    expect(queued.json()).toEqual({ message: 'The next gift card order will be out of stock.' });
    const order = { brand: 'amazon', amountCents: 5_000n, reference: 'redemption-dev-1' };
    await expect(vendor.issue(order)).rejects.toBeInstanceOf(GiftCardError);
    const card = await vendor.issue(order);

    const shown = await t.app.inject({ ...local, url: '/api/dev/gift-cards/redemption-dev-1' });
    expect(shown.json()).toEqual({
      code: card.code,
      brand: 'amazon',
      reference: 'redemption-dev-1',
      amount: '50.00',
    });
    expect((await t.app.inject({ ...local, url: '/api/dev/gift-cards/nope' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ remoteAddress: '203.0.113.9', url: '/api/dev/gift-cards/redemption-dev-1' }))
        .statusCode,
    ).toBe(403);
    const bad = await t.app.inject({
      ...local,
      method: 'POST',
      url: '/api/dev/gift-cards/next-outcome',
      payload: { outcome: 'free_money' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('makes the vendor unreachable for a while on this machine’s say, then brings it back', async () => {
    const vendor = t.infra.giftCards;
    if (!vendor) throw new Error('the test app runs the sandbox gift-card vendor');
    const outage = (seconds: number, remoteAddress = '127.0.0.1') =>
      t.app.inject({
        remoteAddress,
        method: 'POST',
        url: '/api/dev/gift-cards/outage',
        payload: { seconds },
      });
    expect((await outage(60, '203.0.113.9')).statusCode).toBe(403);
    expect((await outage(60)).json()).toEqual({ message: 'The gift-card vendor is unreachable for 60 s.' });
    const order = { brand: 'amazon', amountCents: 2_500n, reference: 'redemption-dev-2' };
    const down = await vendor.issue(order).catch((error: unknown) => error);
    // A network error, not a refusal: the payout is retried, never failed.
    expect(down).toBeInstanceOf(Error);
    expect(down).not.toBeInstanceOf(GiftCardError);
    await expect(vendor.lookup('redemption-dev-2')).rejects.toThrow(/ECONNREFUSED/);
    expect((await outage(0)).json()).toEqual({ message: 'The gift-card vendor is reachable again.' });
    const card = await vendor.issue(order);
    expect(await vendor.lookup('redemption-dev-2')).toEqual(card);
  });
});
