import type { Redemption, RedemptionList } from '@casino/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForSuite } from '../../test/app';
import { sealStoredGiftCardCodes } from './gift-card-codes';
import { giftCardRequest, redemptionOf, staffCall, staffMember } from './test-support';

const t = testAppForSuite();

let mod: Awaited<ReturnType<typeof staffMember>>;
let admin: Awaited<ReturnType<typeof staffMember>>;

beforeAll(async () => {
  mod = await staffMember(t, 'mod');
  admin = await staffMember(t, 'admin');
});

/** A gift card paid to a new player: its id, the player and the code the vendor issued. */
async function paidGiftCard() {
  const { player, request } = await giftCardRequest(t);
  const id = request.json().id as number;
  await staffCall(t, mod.headers, id, 'approve');
  await t.jobs.drain();
  const card = await t.infra.giftCards?.tester?.issued(`redemption-${id}`);
  if (!card) throw new Error('no card was issued');
  return { player, id, code: card.code };
}

async function storedColumns(id: number) {
  const { rows } = await sql<{ plain: string | null; sealed: string | null; last4: string | null }>`
    SELECT gift_card_code AS plain, gift_card_code_sealed AS sealed, gift_card_code_last4 AS last4
      FROM redemptions WHERE id = ${id}`.execute(t.infra.db);
  return rows[0];
}

describe('gift-card codes', () => {
  it('are stored sealed, with no plain code in the row nor in the realtime events', async () => {
    const { player, id, code } = await paidGiftCard();
    const stored = await storedColumns(id);
    expect(stored?.plain).toBeNull();
    expect(stored?.sealed).toBeTruthy();
    expect(stored?.sealed).not.toContain(code);
    expect(stored?.last4).toBe(code.slice(-4));
    const events = await t.infra.db
      .selectFrom('event_outbox')
      .select(sql<string>`payload::text`.as('payload'))
      .where('channel', '=', `App.User.${player.userId}`)
      .execute();
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.payload).not.toContain(code);
  });

  it('are shown in full to their player, masked to staff in the queue and the player detail', async () => {
    const { player, id, code } = await paidGiftCard();
    const masked = `••••-••••-••••-${code.slice(-4)}`;
    expect((await redemptionOf(t, player.headers, id)).gift_card_code).toBe(code);
    const own = (
      await t.app.inject({ url: '/api/redemptions', headers: player.headers })
    ).json() as RedemptionList;
    expect(own.redemptions[0]?.gift_card_code).toBe(code);
    for (const staff of [mod, admin]) {
      const queue = await t.app.inject({
        url: `/api/admin/redemptions?userId=${player.userId}`,
        headers: staff.headers,
      });
      expect(queue.body).not.toContain(code);
      expect(queue.json().redemptions[0].gift_card_code).toBe(masked);
      const detail = await t.app.inject({
        url: `/api/admin/users/${player.userId}/redemptions`,
        headers: staff.headers,
      });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.body).not.toContain(code);
      expect((detail.json() as { redemptions: Redemption[] }).redemptions[0]?.gift_card_code).toBe(masked);
    }
  });

  it('are revealed to an admin with an audit row that holds no code; helpers and mods may not', async () => {
    const { player, id, code } = await paidGiftCard();
    for (const rank of ['helper', 'mod'] as const) {
      const member = await staffMember(t, rank);
      expect((await staffCall(t, member.headers, id, 'reveal-code')).statusCode).toBe(403);
    }
    const revealed = await staffCall(t, admin.headers, id, 'reveal-code');
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json()).toEqual({ code });
    const audit = await t.infra.db
      .selectFrom('staff_audit_log')
      .select([
        'staff_id',
        'action',
        'subject_user_id',
        sql<string>`row_to_json(staff_audit_log)::text`.as('row'),
      ])
      .where('action', '=', 'gift_cards.reveal')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: admin.userId, subject_user_id: player.userId });
    expect(audit[0]?.row).not.toContain(code);
    // A request with no card has nothing to reveal.
    const { request } = await giftCardRequest(t);
    expect((await staffCall(t, admin.headers, request.json().id, 'reveal-code')).statusCode).toBe(404);
  });

  it('stored in plain text before sealing are sealed when the app starts, and still shown to their player', async () => {
    const { player, id, code } = await paidGiftCard();
    // As migration 31 found a code written before it: plain, nothing sealed.
    await sql`UPDATE redemptions SET gift_card_code = ${code}, gift_card_code_sealed = NULL WHERE id = ${id}`.execute(
      t.infra.db,
    );
    expect(await sealStoredGiftCardCodes(t.infra.db)).toBe(1);
    expect(await sealStoredGiftCardCodes(t.infra.db)).toBe(0);
    const stored = await storedColumns(id);
    expect(stored?.plain).toBeNull();
    expect(stored?.sealed).not.toContain(code);
    expect((await redemptionOf(t, player.headers, id)).gift_card_code).toBe(code);
  });
});
