import {
  CHAT_EVENTS,
  type ChatMessage,
  chatChannel,
  formatAmount,
  TIP_LIMITS,
  TIP_RECEIVED_EVENT,
  TIP_TEXTS,
} from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { testAppForSuite } from '../../test/app';
import { balancesOf, chatter, tip } from '../../test/chatters';
import { channelEvents } from '../../test/events';
import { verifiedPlayer } from '../../test/verified-players';

const t = testAppForSuite();

/** Tips as the ledger recorded them, for a tipper. */
const tipTransfers = (tipperTips: bigint[]) =>
  t.infra.db
    .selectFrom('ledger_transfers')
    .select('id')
    .where('kind', '=', 'tip')
    .where('reference_id', 'in', tipperTips.length ? tipperTips.map(String) : ['none'])
    .execute();

const tipsOf = async (tipperId: bigint) =>
  (await t.infra.db.selectFrom('chat_tips').select('id').where('tipper_id', '=', tipperId).execute()).map(
    (row) => row.id,
  );

const outboxOf = (channel: string, event: string) => channelEvents(t.infra.db, channel, event);

let keys = 0;
const key = () => `tip-${Date.now()}-${++keys}`;

describe('chat tips (POST /api/chat_actions)', () => {
  it('moves Gold Coins from tipper to recipient, says so in the room and tells the recipient', async () => {
    const [alice, bob] = [await chatter(t), await chatter(t)];
    const [a0, b0] = [await balancesOf(t, alice.userId), await balancesOf(t, bob.userId)];
    const answer = await tip(t.app, alice.headers, key(), bob.form.username.toUpperCase(), {
      amount: '250.50',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = answer.json();
    expect(sent.message).toBe(TIP_TEXTS.sent('250.50', bob.form.username));
    expect(sent.tip).toMatchObject({ amount: '250.50', coin: 'GC', hidden: false, room_id: 'lobby' });
    expect(sent.balance.gc).toBe(formatAmount(a0.gc - 25_050n));
    expect(await balancesOf(t, alice.userId)).toEqual({ ...a0, gc: a0.gc - 25_050n });
    expect(await balancesOf(t, bob.userId)).toEqual({ ...b0, gc: b0.gc + 25_050n });

    const line = (await outboxOf(chatChannel('lobby'), CHAT_EVENTS.messages)).at(-1)?.payload as ChatMessage;
    expect(line).toMatchObject({
      kind: 'tip',
      body: TIP_TEXTS.line(alice.form.username, '250.50', bob.form.username),
      sender: { username: alice.form.username },
      tip: { amount: '250.50', coin: 'GC', recipient: { username: bob.form.username } },
    });
    const heard = await outboxOf(`App.User.${bob.userId}`, TIP_RECEIVED_EVENT);
    expect(heard.at(-1)?.payload).toMatchObject({
      amount: '250.50',
      from: { username: alice.form.username },
      hidden: false,
    });
    // And it waits in Bob's notifications inbox.
    const inbox = (await t.app.inject({ url: '/api/notifications', headers: bob.headers })).json();
    expect(inbox.notifications[0]).toMatchObject({
      kind: 'tip-received',
      body: `${alice.form.username} tipped you 250.50 GC.`,
    });
    const bobBalance = (await outboxOf(`App.User.${bob.userId}`, 'balance')).at(-1)?.payload;
    expect(bobBalance).toMatchObject({ gc: formatAmount(b0.gc + 25_050n) });
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('keeps a hidden tip out of the room, yet the recipient hears of it', async () => {
    const [alice, bob] = [await chatter(t), await chatter(t)];
    const before = (await outboxOf(chatChannel('lobby'), CHAT_EVENTS.messages)).length;
    const answer = await tip(t.app, alice.headers, key(), bob.form.username, { amount: '100', hidden: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await outboxOf(chatChannel('lobby'), CHAT_EVENTS.messages)).length).toBe(before);
    const row = await t.infra.db
      .selectFrom('chat_tips')
      .selectAll()
      .where('tipper_id', '=', alice.userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ hidden: true, message_id: null, amount: 10_000n });
    expect((await outboxOf(`App.User.${bob.userId}`, TIP_RECEIVED_EVENT)).at(-1)?.payload).toMatchObject({
      hidden: true,
    });
  });

  it('refuses a Sweeps Coins tip with the sweepstakes rule, and moves nothing', async () => {
    const [alice, bob] = [await chatter(t), await chatter(t)];
    const before = await balancesOf(t, alice.userId);
    const answer = await tip(t.app, alice.headers, key(), bob.form.username, { amount: '100', coin: 'SC' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe(TIP_TEXTS.goldCoinsOnly);
    expect(await balancesOf(t, alice.userId)).toEqual(before);
    expect(await tipsOf(alice.userId)).toEqual([]);
  });

  it('refuses what the limits and rules forbid, each in its words, and moves nothing', async () => {
    const [alice, bob] = [await chatter(t), await chatter(t)];
    const banned = await chatter(t);
    await t.infra.db
      .updateTable('users')
      .set({ banned_at: new Date() })
      .where('id', '=', banned.userId)
      .execute();
    const before = await balancesOf(t, alice.userId);
    const cases: [string, Record<string, unknown>, number, string][] = [
      [bob.form.username, { amount: '99.99' }, 422, TIP_TEXTS.belowMin],
      [bob.form.username, { amount: formatAmount(TIP_LIMITS.max + 1n) }, 422, TIP_TEXTS.aboveMax],
      [bob.form.username, { amount: '-5' }, 422, TIP_TEXTS.amount],
      [alice.form.username, { amount: '100' }, 422, TIP_TEXTS.selfTip],
      ['nobody_by_this_name', { amount: '100' }, 404, TIP_TEXTS.recipientNotFound],
      [banned.form.username, { amount: '100' }, 403, TIP_TEXTS.recipientBanned],
      [bob.form.username, { amount: '100', room_id: 'nowhere' }, 404, 'This chat room does not exist.'],
      [bob.form.username, { amount: formatAmount(before.gc + 100n) }, 422, TIP_TEXTS.insufficient],
    ];
    for (const [username, meta, status, text] of cases) {
      const answer = await tip(t.app, alice.headers, key(), username, meta);
      expect(answer.json().message, JSON.stringify(meta)).toBe(text);
      expect(answer.statusCode, JSON.stringify(meta)).toBe(status);
    }
    expect(await balancesOf(t, alice.userId)).toEqual(before);
    expect(await tipsOf(alice.userId)).toEqual([]);
  });

  it('holds a tipper to the 24-hour limit', async () => {
    const [alice, bob] = [await chatter(t), await chatter(t)];
    await inTransaction(t.infra.db, (trx) =>
      t.infra.ledger.grantBonus(trx, {
        key: `tip-funds-${alice.userId}`,
        kind: 'test',
        userId: alice.userId,
        coin: 'GC',
        amount: TIP_LIMITS.perDay,
      }),
    );
    // Tips given a day ago no longer count; the last 24 hours' do.
    await t.infra.db
      .insertInto('chat_tips')
      .values([
        {
          tipper_id: alice.userId,
          recipient_id: bob.userId,
          amount: TIP_LIMITS.perDay,
          room_id: 'lobby',
          hidden: true,
          created_at: new Date(Date.now() - 25 * 3_600_000),
        },
        {
          tipper_id: alice.userId,
          recipient_id: bob.userId,
          amount: TIP_LIMITS.perDay - 50_000n,
          room_id: 'lobby',
          hidden: true,
        },
      ])
      .execute();
    const over = await tip(t.app, alice.headers, key(), bob.form.username, { amount: '500.01' });
    expect(over.json()).toMatchObject({ code: 'LIMIT_REACHED', message: TIP_TEXTS.dailyLimit(50_000n) });
    const exact = await tip(t.app, alice.headers, key(), bob.form.username, { amount: '500' });
    expect(exact.statusCode, exact.body).toBe(200);
    const after = await tip(t.app, alice.headers, key(), bob.form.username, { amount: '100' });
    expect(after.json().message).toBe(TIP_TEXTS.dailyLimit(0n));
  });

  it('lets only a player who may chat tip', async () => {
    const newcomer = await verifiedPlayer(t);
    const bob = await chatter(t);
    const answer = await tip(t.app, newcomer.headers, key(), bob.form.username, { amount: '100' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toMatch(/^To chat, verify your email and play at least/);
    expect((await t.app.inject({ method: 'POST', url: '/api/chat_actions', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('moves once when the same Idempotency-Key is sent again', async () => {
    const [alice, bob] = [await chatter(t), await chatter(t)];
    const before = await balancesOf(t, bob.userId);
    const same = key();
    const first = await tip(t.app, alice.headers, same, bob.form.username, { amount: '100' });
    const again = await tip(t.app, alice.headers, same, bob.form.username, { amount: '100' });
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await balancesOf(t, bob.userId)).toEqual({ ...before, gc: before.gc + 10_000n });
    const tips = await tipsOf(alice.userId);
    expect(tips).toHaveLength(1);
    expect(await tipTransfers(tips)).toHaveLength(1);
  });
});
