import { describe, expect, it } from 'vitest';
import { bearer, registerPlayer, testAppForSuite } from '../test/app';

const t = testAppForSuite();

/**
 * Issue 20: the daily free-entry and hourly cashier-order limits counted refused calls, so a player
 * refused ten times (an open request, an unverified account, a bad amount) was locked out for the day
 * or the hour without having asked for anything. They count only what was granted.
 */
describe('daily and hourly limits count what was granted, not what was refused', () => {
  it('ten refused free-entry requests leave the day’s requests untouched', async () => {
    const player = await registerPlayer(t.app);
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/amoe/requests', headers: bearer(player.token) });
    const first = await ask();
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    expect(first.statusCode).not.toBe(429);
    for (let i = 0; i < 11; i++) expect((await ask()).statusCode).toBe(first.statusCode);
  });

  it('twenty-five refused orders still let the player place one; twenty placed ones are the hour’s', async () => {
    const player = await registerPlayer(t.app);
    const place = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(player.token),
        payload: { amount, rsn: 'Help me with a purchase', type: 'other' },
      });
    for (let i = 0; i < 25; i++) expect((await place('0')).statusCode).toBe(422);
    const placed = await place('100');
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json() as { id: string };
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: bearer(player.token) });
    for (let i = 1; i < 20; i++) {
      const next = await place('100');
      expect(next.statusCode, next.body).toBe(201);
      const order = next.json() as { id: string };
      await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: bearer(player.token) });
    }
    const over = await place('100');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
  });
});
