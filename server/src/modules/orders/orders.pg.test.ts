import { ORDER_ACTIVE_MAX } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { bearer, registerPlayer, testAppForSuite } from '../../test/app';
import { usingRealPostgres } from '../../test/database';
import { setPlayerRow } from '../../test/players';
import { secondInstanceForSuite } from '../../test/second-instance';

const t = testAppForSuite();

describe.skipIf(!usingRealPostgres)('cashier orders raced through two instances (real PostgreSQL)', () => {
  const second = secondInstanceForSuite(t);

  it(`20 orders placed at once open exactly ${ORDER_ACTIVE_MAX}`, async () => {
    const player = await registerPlayer(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? second.app : t.app).inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(player.token),
          payload: { amount: '100', rsn: `Order ${i}`, type: 'other' },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(ORDER_ACTIVE_MAX);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(20 - ORDER_ACTIVE_MAX);
  }, 120_000);

  it('a completion racing the player’s cancel closes the order once', async () => {
    const player = await registerPlayer(t.app);
    const mod = await registerPlayer(t.app);
    await setPlayerRow(t.infra.db, mod.userId, { rank: 'mod', two_factor_enabled_at: new Date() });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(player.token),
      payload: { amount: '100', rsn: 'Race me', type: 'other' },
    });
    const { id } = placed.json() as { id: string };
    const [completed, cancelled] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/complete`, headers: bearer(mod.token) }),
      second.app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: bearer(player.token) }),
    ]);
    expect([completed.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
    const events = await t.infra.db
      .selectFrom('event_outbox')
      .select('event')
      .where('channel', '=', `App.User.${player.userId}`)
      .where('event', 'in', ['order-completed', 'order-cancelled'])
      .execute();
    expect(events).toHaveLength(1);
  }, 120_000);
});
