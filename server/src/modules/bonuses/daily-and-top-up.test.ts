import { randomUUID } from 'node:crypto';
import { BONUS_TEXTS, breakActiveText, DAILY_BONUS_LADDER, locationRequiredText } from '@casino/contract';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { testAppForSuite } from '../../test/app';
import { setPlayerRow } from '../../test/players';
import { bonusHoursPass, claim, claimingPlayer, wallet } from './test-support';

const t = testAppForSuite({ STATE_RULES: '{"TX":"gc_only"}' });

type Player = Awaited<ReturnType<typeof claimingPlayer>>;
const claimDaily = (p: Player, key?: string) =>
  claim(t, 'POST', '/api/hourly-bonus', p.headers, { fp: 'f' }, key);
const dailyStatus = async (p: Player) =>
  (await t.app.inject({ url: '/api/hourly-bonus?fp=f', headers: p.headers })).json();
const claimTopUp = (p: Player) => claim(t, 'POST', '/api/claimgctopup', p.headers);
const topUpStatus = async (p: Player) =>
  (await t.app.inject({ url: '/api/getlastgctopup', headers: p.headers })).json();

/** What a refusal must leave as it was: the wallet and the claims. */
async function holdings(p: Player) {
  const claims = await t.infra.db
    .selectFrom('bonus_claims')
    .select(sql<string>`count(*)::text`.as('n'))
    .where('user_id', '=', p.userId)
    .executeTakeFirstOrThrow();
  return { wallet: await wallet(t, p.headers), claims: claims.n };
}

/** Takes the player's Gold Coins down to `left` (as if played away), straight through the ledger. */
async function spendGoldCoinsTo(p: Player, left: bigint) {
  await inTransaction(t.infra.db, async (trx) => {
    const { gc } = await t.infra.ledger.playerAccounts(trx, p.userId);
    await t.infra.ledger.debitPlay(trx, {
      key: randomUUID(),
      userId: p.userId,
      coin: 'GC',
      amount: gc.balance - left,
    });
  });
}

describe('daily bonus', () => {
  it('walks the 7-day ladder of spec §9, one claim per 24 h, then starts again at day 1', async () => {
    const p = await claimingPlayer(t);
    const first = await dailyStatus(p);
    expect(first).toMatchObject({
      possible_claim: { stage: 1, gc: '5000.00', sc: '0.10' },
      difference: { hours: 0, minutes: 0, seconds: 0 },
      next_claim_at: null,
      streak: 0,
    });
    let gc = 10_000;
    let sc = 1;
    for (const step of [...DAILY_BONUS_LADDER, DAILY_BONUS_LADDER[0]]) {
      const claimed = await claimDaily(p);
      expect(claimed.statusCode, claimed.body).toBe(200);
      gc += Number(step.gc);
      sc += Number(step.sc);
      expect(claimed.json()).toMatchObject({
        success: true,
        message: BONUS_TEXTS.dailyClaimed,
        gc: step.gc,
        sc: step.sc,
        balance: { gc: gc.toFixed(2), sc: { total: sc.toFixed(2), unplayed: sc.toFixed(2) } },
      });
      await bonusHoursPass(t, p.userId, 25);
    }
    const days = await t.infra.db
      .selectFrom('bonus_claims')
      .select('stage')
      .where('user_id', '=', p.userId)
      .orderBy('id')
      .execute();
    expect(days.map((d) => d.stage)).toEqual([1, 2, 3, 4, 5, 6, 7, 1]);
  });

  it('counts down 24 h after a claim and refuses a claim before, moving nothing', async () => {
    const p = await claimingPlayer(t);
    expect((await claimDaily(p)).statusCode).toBe(200);
    const status = await dailyStatus(p);
    expect(status.possible_claim).toEqual({ stage: 2, gc: '5000.00', sc: '0.10' });
    const { hours, minutes, seconds } = status.difference;
    expect(hours * 3600 + minutes * 60 + seconds).toBeGreaterThan(24 * 3600 - 60);
    expect(hours * 3600 + minutes * 60 + seconds).toBeLessThanOrEqual(24 * 3600);
    expect(status.streak).toBe(1);
    const before = await holdings(p);
    const early = await claimDaily(p);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CONFLICT', message: BONUS_TEXTS.dailyNotReady });
    expect(await holdings(p)).toEqual(before);
    await bonusHoursPass(t, p.userId, 23.5);
    // Half an hour left, less the seconds the calls themselves took on a busy machine.
    const left = (await dailyStatus(p)).difference;
    expect(left.hours * 3600 + left.minutes * 60 + left.seconds).toBeGreaterThan(30 * 60 - 60);
    expect(left.hours * 3600 + left.minutes * 60 + left.seconds).toBeLessThanOrEqual(30 * 60);
  });

  it('a claim more than 48 h after the last breaks the streak: day 1 again', async () => {
    const p = await claimingPlayer(t);
    for (let day = 1; day <= 3; day++) {
      expect((await claimDaily(p)).json().gc).toBe('5000.00');
      await bonusHoursPass(t, p.userId, 25);
    }
    expect((await dailyStatus(p)).possible_claim.stage).toBe(4);
    await bonusHoursPass(t, p.userId, 24);
    expect((await dailyStatus(p)).possible_claim).toEqual({ stage: 1, gc: '5000.00', sc: '0.10' });
    expect((await dailyStatus(p)).streak).toBe(0);
    const claimed = await claimDaily(p);
    expect(claimed.json()).toMatchObject({ gc: '5000.00', sc: '0.10' });
    expect((await dailyStatus(p)).possible_claim.stage).toBe(2);
  });

  it('the same Idempotency-Key again answers the first claim and pays nothing more', async () => {
    const p = await claimingPlayer(t);
    const key = randomUUID();
    const first = await claimDaily(p, key);
    const again = await claimDaily(p, key);
    expect(again.json()).toEqual(first.json());
    expect((await holdings(p)).claims).toBe('1');
  });

  it('announces the new balance on the player channel once it has committed', async () => {
    const p = await claimingPlayer(t);
    await claimDaily(p);
    const event = await t.infra.db
      .selectFrom('event_outbox')
      .select(['event', 'payload'])
      .where('channel', '=', `App.User.${p.userId}`)
      .where('event', '=', 'balance')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.payload).toMatchObject({ gc: '15000.00', sc: { total: '1.10' } });
  });

  it('refuses an unverified email, no verification id, a break and no location check with their texts', async () => {
    const unverifiedEmail = await claimingPlayer(t);
    await setPlayerRow(t.infra.db, unverifiedEmail.userId, { email_verified_at: null });
    const noIdentity = await claimingPlayer(t);
    await setPlayerRow(t.infra.db, noIdentity.userId, { verification_id: null });
    const onBreak = await claimingPlayer(t);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/responsible-play/break',
      headers: onBreak.headers,
      payload: { days: 1 },
    });
    const till = new Date(taken.json().break.till);
    const unlocated = await claimingPlayer(t);
    await sql`DELETE FROM location_checks WHERE user_id = ${unlocated.userId}`.execute(t.infra.db);
    for (const [p, code, message] of [
      [unverifiedEmail, 'FORBIDDEN', BONUS_TEXTS.emailUnverified],
      [noIdentity, 'VERIFICATION_REQUIRED', 'Please verify your identity to continue.'],
      [onBreak, 'PLAY_RESTRICTED', breakActiveText(till)],
      [unlocated, 'LOCATION_REQUIRED', locationRequiredText('claim')],
    ] as const) {
      const before = await holdings(p);
      for (const refused of [await claimDaily(p), await claimTopUp(p)])
        expect(refused.json(), message).toMatchObject({ code, message });
      expect(await holdings(p)).toEqual(before);
    }
  });

  it('in a GC-only state pays the Gold Coins and no Sweeps Coins', async () => {
    const p = await claimingPlayer(t, { state: 'TX' });
    const claimed = await claimDaily(p);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ gc: '5000.00', sc: '0.00', balance: { sc: { total: '1.00' } } });
  });

  it('asks for a captcha when the site has it on, before anything is claimed', async () => {
    const p = await claimingPlayer(t);
    const captcha = vi
      .spyOn(t.infra.captcha, 'verify')
      .mockImplementation(async (payload) => payload === 'solved');
    try {
      const refused = await claimDaily(p);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'CAPTCHA_FAILED' });
      expect((await holdings(p)).claims).toBe('0');
      const solved = await claim(t, 'POST', '/api/hourly-bonus', p.headers, { captcha: 'solved' });
      expect(solved.statusCode, solved.body).toBe(200);
    } finally {
      captcha.mockRestore();
    }
  });
});

describe('top-up', () => {
  it('gives 1,000 GC under 10 GC, then waits 4 minutes', async () => {
    const p = await claimingPlayer(t);
    expect(await topUpStatus(p)).toMatchObject({ claimable: false, gc: '1000.00', under: '10.00' });
    const rich = await claimTopUp(p);
    expect(rich.json()).toMatchObject({ code: 'CONFLICT', message: BONUS_TEXTS.topUpBalanceTooHigh });
    await spendGoldCoinsTo(p, 999n);
    expect(await topUpStatus(p)).toMatchObject({ claimable: true, next_claim_at: null });
    const claimed = await claimTopUp(p);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({
      message: BONUS_TEXTS.topUpClaimed,
      gc: '1000.00',
      sc: '0.00',
      balance: { gc: '1009.99' },
    });
    await spendGoldCoinsTo(p, 0n);
    const status = await topUpStatus(p);
    expect(status).toMatchObject({ claimable: false, difference: { hours: 0 } });
    expect(status.difference.minutes * 60 + status.difference.seconds).toBeGreaterThan(230);
    expect((await claimTopUp(p)).json()).toMatchObject({ message: BONUS_TEXTS.topUpNotReady });
    await bonusHoursPass(t, p.userId, 4 / 60);
    expect((await claimTopUp(p)).json()).toMatchObject({ gc: '1000.00', balance: { gc: '1000.00' } });
  });

  it('leaves the ledger whole', async () => {
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  });
});
