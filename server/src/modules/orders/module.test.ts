import { ORDER_EVENTS } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { playerEvents } from '../../test/events';
import { exhaustedLimiter, playerRow, routesModuleSuite, signedInPlayer } from '../../test/module-app';
import { createOrdersModule } from '.';

/**
 * The orders module alone, built on its ports: a database for its own table and outbox rows (PGlite),
 * sign-in and the rate limiter faked. No app, no sign-up, no vendors.
 */
const ORDER = { amount: '25', rsn: 'Help me redeem by wire', type: 'redeem' };

const { database, sessions, app, onLimiter: ordersApp } = routesModuleSuite(createOrdersModule);

const eventsTo = (userId: bigint) => playerEvents(database.db, userId);

describe('the orders module on fakes', () => {
  it('places, lists and cancels a player’s order, each step queued for the player', async () => {
    const { userId, headers } = await signedInPlayer(database.db, sessions);
    const placed = await app.inject({ method: 'POST', url: '/api/orders', headers, payload: ORDER });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json();
    expect((await app.inject({ url: '/api/orders', headers })).json().data).toHaveLength(1);
    const cancelled = await app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers });
    expect(cancelled.json()).toMatchObject({ id, status: 'cancelled', is_active: false });
    expect((await eventsTo(userId)).map((e) => e.event)).toEqual([
      ORDER_EVENTS.created,
      ORDER_EVENTS.cancelled,
    ]);
  });

  it('takes its hourly cap from the rate-limit port: past the count, 429 and no order', async () => {
    const capped = await ordersApp(exhaustedLimiter);
    const headers = sessions.signIn(await playerRow(database.db));
    expect(
      (await capped.inject({ method: 'POST', url: '/api/orders', headers, payload: ORDER })).statusCode,
    ).toBe(429);
    expect((await capped.inject({ url: '/api/orders', headers })).json()).toEqual({ data: [] });
    await capped.close();
  });

  it('lets a mod complete an order through the staff guard on the same sessions port', async () => {
    const userId = await playerRow(database.db);
    const { id } = (
      await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: sessions.signIn(userId),
        payload: ORDER,
      })
    ).json();
    const mod = sessions.signIn(await playerRow(database.db, 'mod'), 'mod');
    const done = await app.inject({ method: 'POST', url: `/api/admin/orders/${id}/complete`, headers: mod });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id, status: 'completed', user_id: String(userId) });
  });
});
