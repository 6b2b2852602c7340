import { TIP_LIMITS, TIP_TEXTS } from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { type TestApp, testAppForSuite } from '../../test/app';
import { balancesOf, chatter, tip } from '../../test/chatters';
import { usingRealPostgres } from '../../test/database';
import { secondInstance } from '../../test/second-instance';

/**
 * Tips raced on real PostgreSQL through two app instances on one schema: one player's concurrent tips
 * never take their GC below zero nor past what they hold, and the same Idempotency-Key, from both
 * instances at once or after a commit whose connection was cut, moves the coins once.
 */
const t = testAppForSuite();

describe.skipIf(!usingRealPostgres)('chat tips raced through two instances (real PostgreSQL)', () => {
  let second: TestApp;
  /** The next tip committed on the second instance loses its connection right after its commit. */
  let cutNextTip = false;
  beforeAll(async () => {
    second = await secondInstance(t, {
      afterCommit: (statements) => {
        if (!cutNextTip || !statements.some((text) => text.includes('insert into "chat_tips"'))) return false;
        cutNextTip = false;
        return true;
      },
    });
  });
  afterAll(() => second?.close());

  const tipsOf = (tipperId: bigint) =>
    t.infra.db.selectFrom('chat_tips').select(['id', 'amount']).where('tipper_id', '=', tipperId).execute();

  it('100 tips at once from one player never take them below zero, and the ledger still sums to zero', async () => {
    const tipper = await chatter(t);
    const recipients = await Promise.all(Array.from({ length: 4 }, () => chatter(t)));
    const start = await balancesOf(t, tipper.userId);
    // A tip so large that only about 30 of the 100 fit in the balance.
    const amount = start.gc / 30n + 1n > TIP_LIMITS.min ? start.gc / 30n + 1n : TIP_LIMITS.min;
    const text = `${amount / 100n}.${(amount % 100n).toString().padStart(2, '0')}`;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        tip(
          i % 2 ? second.app : t.app,
          tipper.headers,
          `race-${tipper.userId}-${i}`,
          recipients[i % 4]?.form.username ?? '',
          {
            amount: text,
          },
        ),
      ),
    );
    const paid = answers.filter((a) => a.statusCode === 200);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expect(refused.json(), refused.body).toMatchObject({ message: TIP_TEXTS.insufficient });
    expect(paid.length).toBe(Number(start.gc / amount));
    const after = await balancesOf(t, tipper.userId);
    expect(after.gc).toBeGreaterThanOrEqual(0n);
    expect(after.gc).toBe(start.gc - amount * BigInt(paid.length));
    expect(await tipsOf(tipper.userId)).toHaveLength(paid.length);
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  }, 180_000);

  it('one Idempotency-Key sent 20 times at once through both instances moves the coins once', async () => {
    const [tipper, recipient] = [await chatter(t), await chatter(t)];
    const before = await balancesOf(t, recipient.userId);
    const key = `same-${tipper.userId}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        tip(i % 2 ? second.app : t.app, tipper.headers, key, recipient.form.username, { amount: '150' }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().tip.tip_id)).size).toBe(1);
    expect(await tipsOf(tipper.userId)).toHaveLength(1);
    expect(await balancesOf(t, recipient.userId)).toEqual({ ...before, gc: before.gc + 15_000n });
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  }, 120_000);

  it('a tip whose commit lost its connection, sent again with its key on the other instance, moves once', async () => {
    const [tipper, recipient] = [await chatter(t), await chatter(t)];
    const before = await balancesOf(t, recipient.userId);
    const key = `cut-${tipper.userId}`;
    cutNextTip = true;
    const cut = await tip(second.app, tipper.headers, key, recipient.form.username, { amount: '120' });
    expect(cutNextTip, 'the commit was cut').toBe(false);
    const again = await tip(t.app, tipper.headers, key, recipient.form.username, { amount: '120' });
    expect([200, 503]).toContain(cut.statusCode);
    expect(again.statusCode, again.body).toBe(200);
    expect(await tipsOf(tipper.userId)).toHaveLength(1);
    expect(await balancesOf(t, recipient.userId)).toEqual({ ...before, gc: before.gc + 12_000n });
  }, 120_000);
});
