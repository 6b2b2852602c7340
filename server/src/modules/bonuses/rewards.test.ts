import { BONUS_TEXTS, VIP_BONUS_EVENT } from '@casino/contract';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { bearer, createTestApp, LIVE_VENDORS, registerPlayer, testAppForSuite } from '../../test/app';
import { staffMember } from '../../test/verified-players';
import { purchaseReloadBasis } from '../wallet';
import { bonusHoursPass, claim, claimingPlayer } from './test-support';

const t = testAppForSuite({ STATE_RULES: '{"TX":"gc_only"}' });

type Player = Awaited<ReturnType<typeof claimingPlayer>>;

async function admin() {
  return (await staffMember(t, 'admin')).headers;
}

const createCode = (headers: Record<string, string>, form: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/bonus-codes', headers, payload: form });
const claimCode = (p: Player, code: string) => claim(t, 'POST', '/api/bonus', p.headers, { code, fp: 'f' });
const get = async (p: Player, url: string) => (await t.app.inject({ url, headers: p.headers })).json();

/** A settled play of the player, `hoursAgo` settled (rakeback leaves out the last few seconds). */
async function settledPlay(
  p: Player,
  game: string,
  coin: 'GC' | 'SC',
  wager: bigint,
  payout: bigint,
  at: Date,
) {
  await t.infra.db
    .insertInto('bets')
    .values({ user_id: p.userId, game, coin, wager, payout, multiplier: 0, created_at: at, settled_at: at })
    .execute();
}
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('bonus codes', () => {
  it('only an admin creates codes; a code is claimed once per player, in any case', async () => {
    const p = await claimingPlayer(t);
    const player = await createCode(p.headers, { code: 'NOPE', title: 'x', gc: '1' });
    expect(player.statusCode).toBe(403);
    const staff = await admin();
    const created = await createCode(staff, {
      code: 'WELCOME5',
      title: 'Welcome',
      gc: '5000',
      sc: '1.50',
      max_claims: 10,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'WELCOME5',
      kind: 'bonus',
      gc: '5000.00',
      sc: '1.50',
      claims: 0,
    });
    expect(
      (await createCode(staff, { code: 'welcome5', title: 'Again', gc: '1', max_claims: 1 })).json(),
    ).toMatchObject({
      code: 'CONFLICT',
      message: BONUS_TEXTS.codeExists,
    });
    const claimed = await claimCode(p, 'welcome5');
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({
      success: true,
      message: 'Bonus code claimed: 5,000.00 GC and 1.50 SC',
      balance: { gc: '15000.00', sc: { total: '2.50' } },
    });
    expect((await claimCode(p, 'WELCOME5')).json()).toMatchObject({
      code: 'CONFLICT',
      message: BONUS_TEXTS.codeUsed,
    });
    expect((await claimCode(p, 'NOSUCHCODE')).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: BONUS_TEXTS.codeUnknown,
    });
  });

  it('refuses an expired, a future and a fully claimed code; a GC-only state gets no SC', async () => {
    const staff = await admin();
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    await createCode(staff, { code: 'OLD', title: 'Old', gc: '1', max_claims: 9, expires_at: past });
    await createCode(staff, { code: 'SOON', title: 'Soon', gc: '1', max_claims: 9, starts_at: future });
    await createCode(staff, {
      code: 'ONLYONE',
      title: 'One',
      gc: '100',
      sc: '1',
      max_claims: 1,
      kind: 'weekly',
    });
    const p = await claimingPlayer(t, { state: 'TX' });
    expect((await claimCode(p, 'OLD')).json().message).toBe(BONUS_TEXTS.codeExpired);
    expect((await claimCode(p, 'SOON')).json().message).toBe(BONUS_TEXTS.codeNotStarted);
    expect((await claimCode(p, 'ONLYONE')).json()).toMatchObject({ gc: '100.00', sc: '0.00' });
    const late = await claimingPlayer(t);
    expect((await claimCode(late, 'ONLYONE')).json().message).toBe(BONUS_TEXTS.codeExhausted);
  });
});

describe('VIP bonus', () => {
  it('staff award it, the player hears it, sees it and claims it once', async () => {
    const p = await claimingPlayer(t);
    const staff = await admin();
    const awarded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${p.userId}/vip-bonus`,
      headers: staff,
      payload: { reward_type: 'VIP Weekly', gc: '20000', sc: '5' },
    });
    expect(awarded.statusCode, awarded.body).toBe(201);
    const bonus = awarded.json();
    expect(bonus).toMatchObject({ reward_type: 'VIP Weekly', reward_amount: '20000.00', sc: '5.00' });
    const event = await t.infra.db
      .selectFrom('event_outbox')
      .select('payload')
      .where('channel', '=', `App.User.${p.userId}`)
      .where('event', '=', VIP_BONUS_EVENT)
      .executeTakeFirstOrThrow();
    expect(event.payload).toEqual(bonus);
    expect((await get(p, '/api/vip-bonus')).bonuses).toEqual([bonus]);
    const url = `/api/vip-bonus/${bonus.bonus_id}/claim`;
    const claimed = await claim(t, 'POST', url, p.headers);
    expect(claimed.json()).toMatchObject({
      message: BONUS_TEXTS.vipBonusClaimed,
      gc: '20000.00',
      sc: '5.00',
    });
    expect((await claim(t, 'POST', url, p.headers)).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: BONUS_TEXTS.vipBonusNone,
    });
    expect((await get(p, '/api/vip-bonus')).bonuses).toEqual([]);
    const other = await claimingPlayer(t);
    const again = await claim(t, 'POST', url, other.headers);
    expect(again.statusCode).toBe(404);
  });
});

describe('reload', () => {
  it('pays 10% of the latest purchase within its window, once, then cools down', async () => {
    const p = await claimingPlayer(t);
    expect(await get(p, '/api/reload/get-status')).toEqual({
      reload: false,
      cooldown: false,
      timer: 0,
      amount: '0.00',
      sc: '0.00',
    });
    const purchases = [{ id: 'p-1', cents: 999n, completedAt: minutesAgo(60) }];
    const reloadBasis = vi
      .spyOn(purchaseReloadBasis, 'latestPurchase')
      .mockImplementation(async () => purchases.at(-1) ?? null);
    try {
      const status = await get(p, '/api/reload/get-status');
      expect(status).toMatchObject({ reload: true, cooldown: false, amount: '9990.00', sc: '0.99' });
      expect(status.timer).toBeGreaterThan(22 * 3600);
      const claimed = await claim(t, 'POST', '/api/reload/claim', p.headers);
      expect(claimed.json()).toMatchObject({ message: BONUS_TEXTS.reloadClaimed, gc: '9990.00', sc: '0.99' });
      expect(await get(p, '/api/reload/get-status')).toMatchObject({ reload: false, cooldown: true });
      purchases.push({ id: 'p-2', cents: 1999n, completedAt: minutesAgo(1) });
      expect(await get(p, '/api/reload/get-status')).toMatchObject({ reload: false, cooldown: true });
      expect((await claim(t, 'POST', '/api/reload/claim', p.headers)).json().message).toBe(
        BONUS_TEXTS.reloadUnavailable,
      );
      await bonusHoursPass(t, p.userId, 24);
      expect((await claim(t, 'POST', '/api/reload/claim', p.headers)).json()).toMatchObject({
        gc: '19990.00',
      });
      expect((await claim(t, 'POST', '/api/reload/claim', p.headers)).statusCode).toBe(409);
    } finally {
      reloadBasis.mockRestore();
    }
  });
});

describe('rakeback', () => {
  it('pays 10% of the house edge of settled plays since the last claim, per coin', async () => {
    const p = await claimingPlayer(t);
    expect(await get(p, '/api/users/rakeback')).toMatchObject({
      gc: '0.00',
      sc: '0.00',
      plays: 0,
      percent: 10,
    });
    expect((await claim(t, 'GET', '/api/users/claim-rakeback', p.headers)).json().message).toBe(
      BONUS_TEXTS.rakebackNone,
    );
    // limbo 1% edge: 1,000 GC wagered gives 1.00 GC; dice 10%: 100 SC wagered gives 1.00 SC.
    await settledPlay(p, 'limbo', 'GC', 100_000n, 0n, minutesAgo(5));
    await settledPlay(p, 'dicing', 'SC', 10_000n, 20_000n, minutesAgo(5));
    await settledPlay(p, 'duels', 'GC', 100_000n, 0n, minutesAgo(5));
    expect(await get(p, '/api/users/rakeback')).toMatchObject({ gc: '1.00', sc: '1.00', plays: 3 });
    const claimed = await claim(t, 'GET', '/api/users/claim-rakeback', p.headers);
    expect(claimed.json()).toMatchObject({ message: BONUS_TEXTS.rakebackClaimed, gc: '1.00', sc: '1.00' });
    expect(await get(p, '/api/users/rakeback')).toMatchObject({ gc: '0.00', sc: '0.00', plays: 0 });
    // An open play holds back what settled after it; plays of the last seconds wait too.
    await t.infra.db
      .insertInto('bets')
      .values({
        user_id: p.userId,
        game: 'mines',
        coin: 'GC',
        wager: 100n,
        status: 'active',
        created_at: new Date(),
      })
      .execute();
    await settledPlay(p, 'limbo', 'GC', 100_000n, 0n, minutesAgo(1));
    await settledPlay(p, 'limbo', 'GC', 100_000n, 0n, new Date());
    expect(await get(p, '/api/users/rakeback')).toMatchObject({ gc: '0.00', plays: 0 });
    await sql`UPDATE bets SET status = 'settled', settled_at = now() - interval '1 minute'
               WHERE user_id = ${p.userId}`.execute(t.infra.db);
    expect(await get(p, '/api/users/rakeback')).toMatchObject({ gc: '2.00', plays: 3 });
  });
});

describe('lossback', () => {
  it('pays 5% of last week’s net loss per coin, once, for 7 days after the week', async () => {
    const p = await claimingPlayer(t);
    const record = await get(p, `/api/users/${p.userId}/lossback-records/latest`);
    expect(record).toMatchObject({ lossback: { gc: '0.00', sc: '0.00' }, claimable: false, percent: 5 });
    const lastWeek = new Date(new Date(record.week_start).getTime() + 86_400_000);
    await settledPlay(p, 'limbo', 'GC', 300_000n, 100_000n, lastWeek);
    await settledPlay(p, 'dicing', 'SC', 1_000n, 2_000n, lastWeek);
    const losing = await get(p, `/api/users/${p.userId}/lossback-records/${record.code}`);
    expect(losing).toMatchObject({
      net_loss: { gc: '2000.00', sc: '-10.00' },
      lossback: { gc: '100.00', sc: '0.00' },
      claimable: true,
    });
    const url = `/api/users/${p.userId}/claim/lossback/${record.code}`;
    expect((await claim(t, 'GET', url, p.headers)).json()).toMatchObject({
      message: BONUS_TEXTS.lossbackClaimed,
      gc: '100.00',
    });
    expect((await claim(t, 'GET', url, p.headers)).json().message).toBe(BONUS_TEXTS.lossbackUsed);
    const thisWeek = (await get(p, `/api/users/${p.userId}/lossback-records/latest`)).code;
    expect(thisWeek).toBe(record.code);
    const other = await claimingPlayer(t);
    expect(
      (await claim(t, 'GET', `/api/users/${p.userId}/claim/lossback/${record.code}`, other.headers))
        .statusCode,
    ).toBe(404);
    expect((await get(p, `/api/users/${p.userId}/lossback-records/2020-W99`)).code).toBe('NOT_FOUND');
  });

  it('leaves the ledger whole', async () => {
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  });
});

describe('sandbox tester controls', () => {
  it('create codes and VIP bonuses for the tester, and do not exist with live vendors', async () => {
    const p = await claimingPlayer(t);
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/dev/bonus-codes',
      headers: p.headers,
      payload: { code: `T${p.userId}`, title: 'Tester', gc: '10' },
    });
    expect(code.statusCode, code.body).toBe(201);
    const vip = await t.app.inject({
      method: 'POST',
      url: '/api/dev/vip-bonus',
      headers: p.headers,
      payload: { gc: '10' },
    });
    expect(vip.json()).toMatchObject({ reward_type: 'VIP Bonus', gc: '10.00' });
    // The tester made the code, but no staff member did: they may claim it.
    expect((await claimCode(p, `T${p.userId}`)).statusCode).toBe(200);
    // They make coins, so they answer only on this machine, never through a proxy.
    const codes = await t.infra.db.selectFrom('bonus_codes').select('id').execute();
    const awards = await t.infra.db.selectFrom('vip_bonuses').select('id').execute();
    for (const from of [{ remoteAddress: '203.0.113.9' }, { headers: { 'x-forwarded-for': '203.0.113.9' } }])
      for (const [url, payload] of [
        ['/api/dev/bonus-codes', { code: `R${p.userId}`, title: 'Remote', gc: '10' }],
        ['/api/dev/vip-bonus', { gc: '10' }],
      ] as const) {
        const answer = await t.app.inject({
          method: 'POST',
          url,
          payload,
          ...from,
          headers: { ...p.headers, ...('headers' in from ? from.headers : {}) },
        });
        expect(answer.statusCode, `${url} ${JSON.stringify(from)}`).toBe(403);
      }
    expect(await t.infra.db.selectFrom('bonus_codes').select('id').execute()).toHaveLength(codes.length);
    expect(await t.infra.db.selectFrom('vip_bonuses').select('id').execute()).toHaveLength(awards.length);
    const live = await createTestApp(LIVE_VENDORS);
    try {
      const player = await registerPlayer(live.app);
      for (const url of ['/api/dev/bonus-codes', '/api/dev/vip-bonus']) {
        const answer = await live.app.inject({
          method: 'POST',
          url,
          headers: bearer(player.token),
          payload: {},
        });
        expect(answer.statusCode, url).toBe(404);
      }
    } finally {
      await live.close();
    }
  });
});
