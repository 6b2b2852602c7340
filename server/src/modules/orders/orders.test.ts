import { ORDER_ACTIVE_MAX, ORDER_TEXTS, type Order } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerPlayer, testAppForSuite } from '../../test/app';
import { latestAudit } from '../../test/back-office';
import { playerEvents } from '../../test/events';
import { eachStaffOnly, expectFilterRefused, filteredList } from '../../test/staff-calls';
import { staffMember } from '../../test/verified-players';

const t = testAppForSuite();

type Headers = Record<string, string>;

const staffOf = (rank: 'helper' | 'mod' | 'admin', twoFactor = true) => staffMember(t, rank, twoFactor);

async function player() {
  const p = await registerPlayer(t.app);
  return { ...p, headers: bearer(p.token) };
}

const placeOrder = (app: FastifyInstance, headers: Headers, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/orders', headers, payload });

async function order(headers: Headers, payload: Record<string, unknown> = {}): Promise<Order> {
  const answer = await placeOrder(t.app, headers, {
    amount: '500000',
    rsn: 'Help me redeem by wire',
    type: 'redeem',
    ...payload,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

const eventsTo = async (userId: bigint) =>
  (await playerEvents(t.infra.db, userId)).filter((e) => e.event.startsWith('order-'));

let mod: Awaited<ReturnType<typeof staffOf>>;
beforeAll(async () => {
  mod = await staffOf('mod');
});

/** The cashier (a mod) completes the order, or cancels it with `payload` (its reason). */
const decide = (id: number | string, decision: 'complete' | 'cancel', payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/${decision}`,
    headers: mod.headers,
    ...(payload ? { payload } : {}),
  });

describe('a player’s cashier orders', () => {
  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ url: '/api/orders' })).statusCode).toBe(401);
    expect((await placeOrder(t.app, {}, { amount: '1', rsn: 'abc', type: 'other' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/orders/1' })).statusCode).toBe(401);
  });

  it('creates an order (type lowercased), tells the player in realtime and lists it', async () => {
    const p = await player();
    const created = await order(p.headers, { type: 'REDEEM', amount: '250.5' });
    expect(created).toMatchObject({
      amount: '250.50',
      rsn: 'Help me redeem by wire',
      type: 'redeem',
      is_active: true,
      status: 'active',
      closed_at: null,
    });
    const events = await eventsTo(p.userId);
    expect(events).toEqual([
      { event: 'order-created', payload: { order: created, message: ORDER_TEXTS.created } },
    ]);
    const list = (await t.app.inject({ url: '/api/orders', headers: p.headers })).json();
    expect(list).toEqual({ data: [created] });
  });

  it('refuses a bad amount, reason or type and creates nothing', async () => {
    const p = await player();
    for (const payload of [
      { amount: '0', rsn: 'Help please', type: 'other' },
      { amount: '12.345', rsn: 'Help please', type: 'other' },
      { amount: '10', rsn: '', type: 'other' },
      { amount: '10', rsn: 'Help please', type: 'gift' },
    ]) {
      const answer = await placeOrder(t.app, p.headers, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await t.app.inject({ url: '/api/orders', headers: p.headers })).json()).toEqual({ data: [] });
  });

  it(`keeps at most ${ORDER_ACTIVE_MAX} open at once`, async () => {
    const p = await player();
    for (let i = 0; i < ORDER_ACTIVE_MAX; i++) await order(p.headers);
    const over = await placeOrder(t.app, p.headers, { amount: '1', rsn: 'One more', type: 'other' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'LIMIT_REACHED', message: ORDER_TEXTS.tooMany });
  });

  it('lets the player cancel their own open order once, and never another player’s', async () => {
    const owner = await player();
    const other = await player();
    const placed = await order(owner.headers);

    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${placed.id}`,
      headers: other.headers,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/orders', headers: owner.headers })).json().data[0]).toMatchObject(
      {
        is_active: true,
      },
    );

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${placed.id}`,
      headers: owner.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      id: placed.id,
      is_active: false,
      status: 'cancelled',
      cancel_reason: null,
    });
    expect((await eventsTo(owner.userId)).map((e) => e.event)).toEqual(['order-created', 'order-cancelled']);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${placed.id}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/orders/abc', headers: owner.headers })).statusCode,
    ).toBe(404);
  });
});

describe('the cashier decides orders', () => {
  it('completes an order: the player sees "Order Completed!", the audit log keeps it, it closes once', async () => {
    const p = await player();
    const placed = await order(p.headers);
    const done = await decide(placed.id, 'complete');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      id: placed.id,
      status: 'completed',
      is_active: false,
      user_id: p.userId.toString(),
      decided_by: mod.userId.toString(),
    });
    const events = await eventsTo(p.userId);
    expect(events.at(-1)).toMatchObject({
      event: 'order-completed',
      payload: { message: 'Order Completed!' },
    });
    const audit = await latestAudit(t);
    expect(audit).toMatchObject({
      staff_id: mod.userId,
      action: 'orders.decide',
      subject_user_id: p.userId,
      subject_type: 'cashier_order',
      subject_id: placed.id,
    });

    const again = await decide(placed.id, 'complete');
    expect(again.statusCode).toBe(409);
    const cancelAfter = await decide(placed.id, 'cancel', { reason: 'Too late.' });
    expect(cancelAfter.statusCode).toBe(409);
    // The player can no longer cancel it either.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/orders/${placed.id}`, headers: p.headers }))
        .statusCode,
    ).toBe(409);
  });

  it('cancels an order with a reason: the player sees "Order Cancelled" and the reason', async () => {
    const p = await player();
    const placed = await order(p.headers);
    const noReason = await decide(placed.id, 'cancel', {});
    expect(noReason.statusCode).toBe(422);
    const cancelled = await decide(placed.id, 'cancel', { reason: 'Please use the redemption page.' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await eventsTo(p.userId)).at(-1)).toMatchObject({
      event: 'order-cancelled',
      payload: { message: 'Order Cancelled', order: { cancel_reason: 'Please use the redemption page.' } },
    });
    const list = (await t.app.inject({ url: '/api/orders', headers: p.headers })).json();
    expect(list.data[0]).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Please use the redemption page.',
    });
    const missing = await decide(999_999_999, 'complete');
    expect(missing.statusCode).toBe(404);
  });

  it('lists orders by activity with the count of each status', async () => {
    const p = await player();
    const open = await order(p.headers);
    const active = await filteredList(
      t,
      mod.headers,
      '/api/admin/orders?active=true',
      (o: Order) => o.is_active,
    );
    expect(active.data.map((o) => o.id)).toContain(open.id);
    expect(active.counts.active).toBe(active.total);
    const closed = await filteredList(
      t,
      mod.headers,
      '/api/admin/orders?active=false',
      (o: Order) => !o.is_active,
    );
    expect(closed.data.length).toBeGreaterThan(0);
    await expectFilterRefused(t, mod.headers, '/api/admin/orders?active=maybe');
  });
});

describe('who may decide orders', () => {
  const calls = [
    { method: 'GET', url: '/api/admin/orders' },
    { method: 'POST', url: '/api/admin/orders/1/complete' },
    { method: 'POST', url: '/api/admin/orders/1/cancel', payload: { reason: 'Not needed.' } },
  ] as const;

  eachStaffOnly(
    t,
    calls,
    '$method $url: 401 signed out, 403 for a player, a helper and an admin without 2FA',
    async () => [
      (await player()).headers,
      (await staffOf('helper')).headers,
      (await staffOf('admin', false)).headers,
    ],
  );
});
