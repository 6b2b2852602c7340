import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { messagesSent, testAppForSuite } from '../test/app';
import { chatter, reportMessage, tip } from '../test/chatters';
import { usingRealPostgres } from '../test/database';
import { purgeBatch, purgeExpired } from './purge';
import { RETENTION_RULES } from './rules';

const t = testAppForSuite();
const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

const counts = async () => {
  const answer: Record<string, number> = {};
  for (const { table } of RETENTION_RULES) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(
      t.infra.db,
    );
    answer[table] = rows[0]?.n ?? 0;
  }
  return answer;
};

const say = (headers: Record<string, string>, body: string) =>
  t.app.inject({ method: 'POST', url: '/api/chat_messages', headers, payload: { body, roomId: 'lobby' } });

describe('retention', () => {
  it('purges only what is past its time, and keeps reported chat lines with their reports', async () => {
    // Ordinary use: sign-ups (sessions, mailed links, sent mail), a location check, a keyed tip, chat.
    const [ann, bob] = [await chatter(t, true), await chatter(t, true)];
    const tipped = await tip(t.app, ann.headers, crypto.randomUUID(), bob.form.username, { amount: '100' });
    expect(tipped.statusCode, tipped.body).toBe(200);
    const plain = (await say(ann.headers, 'an ordinary line')).json();
    const rude = (await say(bob.headers, 'a line someone reports')).json();
    const report = await reportMessage(t.app, ann.headers, rude.id, 'harassment');
    expect(report.statusCode, report.body).toBe(201);
    await t.infra.db
      .insertInto('notifications')
      .values([
        { user_id: ann.userId, kind: 'tip-received', title: 'Read', body: 'read one', read_at: new Date() },
        { user_id: ann.userId, kind: 'tip-received', title: 'Unread', body: 'unread one' },
      ])
      .execute();
    await messagesSent(t.infra);
    const before = await counts();
    for (const table of ['sessions', 'idempotent_requests', 'location_checks', 'chat_messages', 'jobs'])
      expect(before[table], table).toBeGreaterThan(0);

    // Today nothing is old enough.
    expect(Object.values(await purgeExpired(t.infra.db, RETENTION_RULES)).every((n) => n === 0)).toBe(true);
    expect(await counts()).toEqual(before);

    // 100 days on: the read notification goes, the unread one stays; the year's location checks stay.
    await purgeExpired(t.infra.db, RETENTION_RULES, daysFromNow(100));
    const titles = await t.infra.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', ann.userId)
      .execute();
    expect(titles.map((row) => row.title)).toEqual(['Unread']);
    expect((await counts()).location_checks).toBe(before.location_checks);
    const chatIds = (await t.infra.db.selectFrom('chat_messages').select('id').execute()).map((m) =>
      String(m.id),
    );
    expect(chatIds).toContain(rude.id);
    expect(chatIds).not.toContain(plain.id);

    // A year and more on: every purgeable row has gone, except the reported line and what is not purgeable.
    await purgeExpired(t.infra.db, RETENTION_RULES, daysFromNow(400));
    const after = await counts();
    for (const table of [
      'sessions',
      'idempotent_requests',
      'location_checks',
      'notifications',
      'outbox_messages',
      'one_time_tokens',
    ])
      expect(after[table], table).toBe(0);
    // The reported line and the tip's line stay with their records.
    expect(after.chat_messages).toBe(2);
    expect(
      await t.infra.db
        .selectFrom('chat_reports')
        .select('message_id')
        .where('message_id', '=', BigInt(rude.id))
        .execute(),
    ).toHaveLength(1);
    expect(await t.infra.db.selectFrom('chat_tips').select('id').execute()).toHaveLength(1);
  });

  // PGlite has one connection: the held lock and the purge cannot both be open there.
  it.runIf(usingRealPostgres)('lets one instance purge at a time', async () => {
    const rule = RETENTION_RULES[0];
    if (!rule) throw new Error('no rules');
    await t.infra.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(72021, hashtext(current_schema()))`.execute(trx);
      expect(await purgeBatch(t.infra.db, rule)).toBeNull();
    });
    expect(await purgeBatch(t.infra.db, rule)).toBe(0);
  });
});
