import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../../test/app';
import { usingRealPostgres } from '../../../test/database';

// PGlite runs one statement at a time, so races can only be shown on a real PostgreSQL server.
describe.skipIf(!usingRealPostgres)('concurrent plays on one account (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('40 simultaneous plays of 1,000 GC against 10,000 GC never overdraw and use each nonce once', async () => {
    const { token, userId } = await registerPlayer(t.app);
    const headers = bearer(token);
    await t.app.inject({
      method: 'POST',
      url: '/api/dicing/seeds',
      headers,
      payload: { action: 'update_client', client_seed: 'race' },
    });
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/dicing',
          headers,
          payload: { wager: '1000', multiplier: 5000 },
        }),
      ),
    );
    const settled = responses.filter((r) => r.statusCode === 200).map((r) => r.json());
    const refused = responses.filter((r) => r.statusCode !== 200);
    for (const r of refused) expect(r.json().message).toBe('Insufficient balance.');
    const won = settled.reduce((sum, p) => sum + Number(p.bet.payout), 0);
    // A 1-in-5,556 win would fund more plays; without one, exactly ten fit in the balance.
    if (won === 0) expect(settled).toHaveLength(10);
    const balance = (await t.app.inject({ url: '/api/user/balance', headers })).json();
    expect(Number(balance.gc)).toBe(10_000 - settled.length * 1000 + won);
    expect(Number(balance.gc)).toBeGreaterThanOrEqual(0);

    const nonces = await t.deps.db
      .selectFrom('bets')
      .select(['nonce'])
      .where('user_id', '=', userId)
      .orderBy('nonce')
      .execute();
    expect(nonces.map((b) => b.nonce)).toEqual(settled.map((_, i) => i + 1));
    const pair = await t.deps.db
      .selectFrom('seed_pairs')
      .select('nonce')
      .where('user_id', '=', userId)
      .where('game', '=', 'dicing')
      .where('revealed_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(pair.nonce).toBe(settled.length + 1);
    expect(await t.deps.ledger.totals(t.deps.db)).toEqual({ GC: 0n, SC: 0n });
    const transfers = await sql<{ n: string }>`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'play'
      AND reference_id IN (SELECT id::text FROM bets WHERE user_id = ${userId})`.execute(t.deps.db);
    expect(Number(transfers.rows[0]?.n)).toBe(settled.length);
  });
});
