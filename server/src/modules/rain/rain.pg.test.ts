import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { type TestApp, testAppForSuite } from '../../test/app';
import { chatter } from '../../test/chatters';
import { usingRealPostgres } from '../../test/database';
import { secondInstance } from '../../test/second-instance';
import { staffMember } from '../../test/verified-players';

/** A rain's payout job run by two instances at once, and again after it was paid: each share once. */
const t = testAppForSuite();

describe.skipIf(!usingRealPostgres)('a rain paid through two instances (real PostgreSQL)', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await secondInstance(t);
  });
  afterAll(() => second?.close());

  it('pays each share once however many workers run its job, and however often', async () => {
    const admin = await staffMember(t, 'admin');
    const players = await Promise.all(Array.from({ length: 6 }, () => chatter(t, true)));
    await t.infra.db
      .insertInto('chat_messages')
      .values(players.map((p) => ({ room_id: 'lobby', user_id: p.userId, body: 'here for the rain' })))
      .execute();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/admin/chat/rains',
      headers: { ...admin.headers, 'idempotency-key': `pg-rain-${admin.userId}` },
      payload: { room_id: 'lobby', gc: '100', sc: '1', reason: 'Raced rain' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const rainId = started.json().id as string;
    const due = () =>
      t.infra.db
        .updateTable('jobs')
        .set({ run_at: new Date(), status: 'queued' })
        .where('key', '=', `chat-rain-${rainId}`)
        .execute();
    for (let round = 0; round < 3; round++) {
      await due();
      await Promise.all([t.jobs.drain(), second.jobs.drain()]);
    }
    const transfers = await t.infra.db
      .selectFrom('ledger_transfers')
      .select('idempotency_key')
      .where('kind', '=', 'rain')
      .where('reference_id', '=', rainId)
      .execute();
    // At least the six players (other suites' chatters in the lobby may share it too), once each per coin.
    const keys = transfers.map((row) => row.idempotency_key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const player of players)
      expect(keys.filter((key) => key.startsWith(`chat-rain:${rainId}:${player.userId}:`))).toHaveLength(2);
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  }, 120_000);
});
