import { AMOE_STATEMENT, AMOE_TEXTS, type AmoeRequestCreated, type AmoeRequestList } from '@casino/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, latestOutbox, registerPlayer, testAppForSuite } from '../../test/app';
import { latestAudit } from '../../test/back-office';
import { playerEvents } from '../../test/events';
import { setPlayerRow } from '../../test/players';
import { eachStaffOnly, expectFilterRefused, filteredList } from '../../test/staff-calls';
import { enterCard, requestCode, scOf, staffOf, verifiedPlayer } from './test-support';

const t = testAppForSuite({ AMOE_MAILING_ADDRESS: 'Free Entry Dept | PO Box 77 | Austin, TX 78701' });

let helper: Awaited<ReturnType<typeof staffOf>>;
beforeAll(async () => {
  helper = await staffOf(t, 'helper');
});

/** A helper refuses the free-entry request `id` for `reason`. */
const refuse = (id: number | string, reason: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/amoe/${id}/refuse`,
    headers: helper.headers,
    payload: { reason },
  });

async function codeFor(player: Awaited<ReturnType<typeof verifiedPlayer>>): Promise<AmoeRequestCreated> {
  const answer = await requestCode(t.app, player.headers);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

const countOf = async (table: 'amoe_requests' | 'ledger_transfers' | 'staff_audit_log') => {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(
    t.infra.db,
  );
  return rows[0]?.n ?? 0;
};

const eventsTo = (userId: bigint) => playerEvents(t.infra.db, userId);

describe('a player asks for free entry', () => {
  it('refuses a player whose identity is not verified, and opens nothing', async () => {
    const before = await countOf('amoe_requests');
    const player = await registerPlayer(t.app);
    const answer = await requestCode(t.app, bearer(player.token));
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({
      code: 'VERIFICATION_REQUIRED',
      message: AMOE_TEXTS.verificationRequired,
    });
    expect(await countOf('amoe_requests')).toBe(before);
  });

  it('refuses a verified identity without a verified email', async () => {
    const player = await verifiedPlayer(t);
    await setPlayerRow(t.infra.db, player.userId, { email_verified_at: null });
    expect((await requestCode(t.app, player.headers)).statusCode).toBe(403);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/amoe/requests' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/amoe/requests' })).statusCode).toBe(401);
  });

  it('gives a single-use code with the postal instructions, mails them, and keeps one open at a time', async () => {
    const player = await verifiedPlayer(t);
    const created = await codeFor(player);
    expect(created.request).toMatchObject({ status: 'requested', refusal: null, sc: null });
    expect(created.request.code).toMatch(/^AMOE-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(created.instructions).toEqual({
      mailing_address: { recipient: 'Free Entry Dept', lines: ['PO Box 77', 'Austin, TX 78701'] },
      statement: AMOE_STATEMENT,
      card_fields: expect.arrayContaining(['Your request code']),
      sc_per_request: '5.00',
    });
    expect(created.request.timeline).toEqual([
      expect.objectContaining({ status: 'requested', actor: 'player' }),
    ]);
    const mail = await latestOutbox(t.infra, player.form.email);
    expect(mail.body).toContain(created.request.code);
    expect(mail.body).toContain(AMOE_STATEMENT);

    const again = await requestCode(t.app, player.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: AMOE_TEXTS.openRequestExists });

    const list = (
      await t.app.inject({ url: '/api/amoe/requests', headers: player.headers })
    ).json() as AmoeRequestList;
    expect(list.data.map((r) => [r.code, r.status])).toEqual([[created.request.code, 'requested']]);
    expect(list.instructions.statement).toBe(AMOE_STATEMENT);
    expect((await eventsTo(player.userId)).map((e) => e.event)).toContain('amoe-updated');
  });
});

describe('staff enter a mailed card', () => {
  it('credits 5 SC, unplayed, once: the same code again is refused and moves nothing', async () => {
    const player = await verifiedPlayer(t);
    const { request } = await codeFor(player);
    const audits = await countOf('staff_audit_log');
    const start = await scOf(t, player.userId);

    const entered = await enterCard(t.app, helper.headers, request.code.toLowerCase());
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json()).toMatchObject({
      outcome: 'credited',
      request: {
        status: 'credited',
        sc: '5.00',
        legal_name: 'Jane Q Player',
        received_on: '2026-11-20',
        entered_by: helper.userId.toString(),
        user_id: player.userId.toString(),
      },
    });
    const credited = { unplayed: start.unplayed + 500n, redeemable: start.redeemable };
    expect(await scOf(t, player.userId)).toEqual(credited);

    const transfers = await t.infra.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'coin', 'idempotency_key'])
      .where('reference_type', '=', 'amoe_request')
      .where('reference_id', '=', request.id)
      .execute();
    expect(transfers).toEqual([{ kind: 'amoe', coin: 'SC', idempotency_key: `amoe:${request.id}` }]);

    const list = (
      await t.app.inject({ url: '/api/amoe/requests', headers: player.headers })
    ).json() as AmoeRequestList;
    expect(list.data[0]?.timeline.map((s) => s.status)).toEqual(['requested', 'received', 'credited']);
    const events = (await eventsTo(player.userId)).map((e) => e.event);
    expect(events.slice(-2)).toEqual(['amoe-updated', 'balance']);
    expect((await latestOutbox(t.infra, player.form.email)).body).toContain('5.00 SC credited');
    const audit = await latestAudit(t);
    expect(audit).toMatchObject({
      staff_id: helper.userId,
      action: 'amoe.enter',
      subject_user_id: player.userId,
      subject_type: 'amoe_request',
      subject_id: request.id,
    });
    expect(await countOf('staff_audit_log')).toBe(audits + 1);

    const transfersBefore = await countOf('ledger_transfers');
    const twice = await enterCard(t.app, helper.headers, request.code);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONFLICT', message: AMOE_TEXTS.codeUsed });
    expect(await scOf(t, player.userId)).toEqual(credited);
    expect(await countOf('ledger_transfers')).toBe(transfersBefore);
    // The refused card is in the audit log too.
    expect(await countOf('staff_audit_log')).toBe(audits + 2);

    // A new code may be asked for once the last card was entered.
    expect((await requestCode(t.app, player.headers)).statusCode).toBe(201);
  });

  it('credits once when the same card is entered twice at the same time', async () => {
    const player = await verifiedPlayer(t);
    const { request } = await codeFor(player);
    const start = await scOf(t, player.userId);
    const answers = await Promise.all([
      enterCard(t.app, helper.headers, request.code),
      enterCard(t.app, helper.headers, request.code),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await scOf(t, player.userId)).unplayed).toBe(start.unplayed + 500n);
  });

  it('answers the stored result when the same Idempotency-Key is sent again', async () => {
    const player = await verifiedPlayer(t);
    const { request } = await codeFor(player);
    const start = await scOf(t, player.userId);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/amoe/entries',
        headers: { ...helper.headers, 'idempotency-key': `amoe-entry-${request.id}` },
        payload: {
          code: request.code,
          legalName: 'Jane Q Player',
          address: '12 Main St',
          receivedOn: '2026-11-21',
        },
      });
    const first = await send();
    const replay = await send();
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await scOf(t, player.userId)).unplayed).toBe(start.unplayed + 500n);
  });

  it('refuses an unknown code and changes nothing', async () => {
    const before = {
      requests: await countOf('amoe_requests'),
      transfers: await countOf('ledger_transfers'),
      totals: await t.infra.ledger.totals(t.infra.db),
    };
    const answer = await enterCard(t.app, helper.headers, 'AMOE-ZZZZ-ZZZZ');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: AMOE_TEXTS.unknownCode });
    expect(await countOf('amoe_requests')).toBe(before.requests);
    expect(await countOf('ledger_transfers')).toBe(before.transfers);
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual(before.totals);
  });

  it('refuses a card with bad fields (422) before looking at it', async () => {
    const answer = await enterCard(t.app, helper.headers, 'AMOE-2222-2222', {
      receivedOn: '20/11/2026',
      legalName: '',
    });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors).sort()).toEqual(['legalName', 'receivedOn']);
    // A day that does not exist is refused too, not rolled over into the next month.
    const rolled = await enterCard(t.app, helper.headers, 'AMOE-2222-2222', { receivedOn: '2026-02-31' });
    expect(rolled.statusCode).toBe(422);
    expect(rolled.json().errors).toEqual({ receivedOn: ['Enter a real date.'] });
  });

  it.each([
    ['not_verified', { verification_id: null }],
    ['excluded', { state: 'NV' }],
    ['account_disabled', { frozen_at: new Date() }],
    ['account_disabled', { banned_at: new Date(), ban_reason: 'Multiple accounts' }],
  ] as const)(
    'refuses the request with the reason when the player is %s by the time the card arrives',
    async (refusal, change) => {
      const player = await verifiedPlayer(t);
      const { request } = await codeFor(player);
      await setPlayerRow(t.infra.db, player.userId, change);
      const start = await scOf(t, player.userId);
      const answer = await enterCard(t.app, helper.headers, request.code);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        outcome: 'refused',
        request: { status: 'refused', refusal, reason: AMOE_TEXTS.refusals[refusal], sc: null },
      });
      expect(await scOf(t, player.userId)).toEqual(start);
      expect((await enterCard(t.app, helper.headers, request.code)).statusCode).toBe(409);
    },
  );

  it('refuses a self-excluded player', async () => {
    const player = await verifiedPlayer(t);
    const { request } = await codeFor(player);
    await sql`INSERT INTO play_restrictions (user_id, excluded_till) VALUES (${player.userId}, now() + interval '1 year')
              ON CONFLICT (user_id) DO UPDATE SET excluded_till = EXCLUDED.excluded_till`.execute(t.infra.db);
    const start = await scOf(t, player.userId);
    const answer = await enterCard(t.app, helper.headers, request.code);
    expect(answer.json()).toMatchObject({ outcome: 'refused', request: { refusal: 'self_excluded' } });
    expect(await scOf(t, player.userId)).toEqual(start);
    // And cannot ask for another code while excluded.
    expect((await requestCode(t.app, player.headers)).json()).toMatchObject({ code: 'PLAY_RESTRICTED' });
  });

  it('lets staff refuse an open request with a reason the player sees', async () => {
    const player = await verifiedPlayer(t);
    const { request } = await codeFor(player);
    const refused = await refuse(request.id, 'The card was typed, not handwritten.');
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({
      status: 'refused',
      refusal: 'staff',
      reason: 'The card was typed, not handwritten.',
    });
    const list = (
      await t.app.inject({ url: '/api/amoe/requests', headers: player.headers })
    ).json() as AmoeRequestList;
    expect(list.data[0]).toMatchObject({ status: 'refused', reason: 'The card was typed, not handwritten.' });
    const again = await refuse(request.id, 'Twice.');
    expect(again.statusCode).toBe(409);
    const missing = await refuse(999_999_999, 'No such request.');
    expect(missing.statusCode).toBe(404);
  });

  it('lists the queue with filters and the count of each status', async () => {
    const player = await verifiedPlayer(t);
    const { request } = await codeFor(player);
    const all = await t.app.inject({ url: '/api/admin/amoe', headers: helper.headers });
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json();
    expect(body.counts.requested).toBeGreaterThanOrEqual(1);
    expect(body.counts.credited).toBeGreaterThanOrEqual(1);
    const byCode = (
      await t.app.inject({ url: `/api/admin/amoe?q=${request.code}`, headers: helper.headers })
    ).json();
    expect(byCode.data.map((r: { id: string }) => r.id)).toEqual([request.id]);
    const byEmail = (
      await t.app.inject({
        url: `/api/admin/amoe?q=${player.form.email}&status=requested`,
        headers: helper.headers,
      })
    ).json();
    expect(byEmail).toMatchObject({ total: 1, data: [{ code: request.code, email: player.form.email }] });
    await filteredList(
      t,
      helper.headers,
      '/api/admin/amoe?status=credited',
      (r: { status: string }) => r.status === 'credited',
    );
    await expectFilterRefused(t, helper.headers, '/api/admin/amoe?status=lost');
  });
});

describe('who may use the free-entry back office', () => {
  const calls = [
    { method: 'GET', url: '/api/admin/amoe' },
    {
      method: 'POST',
      url: '/api/admin/amoe/entries',
      payload: { code: 'AMOE-2222-2222', legalName: 'A B', address: '1 Main St', receivedOn: '2026-11-20' },
    },
    { method: 'POST', url: '/api/admin/amoe/1/refuse', payload: { reason: 'Not handwritten.' } },
  ] as const;

  eachStaffOnly(
    t,
    calls,
    '$method $url: 401 signed out, 403 for a player and for staff without 2FA',
    async () => [(await verifiedPlayer(t)).headers, (await staffOf(t, 'admin', false)).headers],
  );
});
