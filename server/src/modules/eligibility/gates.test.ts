import {
  breakActiveText,
  goldCoinsOnlyText,
  locationRequiredText,
  RESPONSIBLE_PLAY_TEXTS,
  redeemOnlyText,
  regionNotAvailableText,
  undeterminedLocationText,
} from '@casino/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { bearer, createTestApp, LIVE_VENDORS, registerPlayer, type TestApp } from '../../test/app';
import { setPlayerRow } from '../../test/players';
import { refreshPlayerGate } from './player-gate';
import { Eligibility } from './service';

const NO_PURCHASES = { spentSince: async () => 0n, total: async () => 0n };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STATE_RULES: '{"TX":"gc_only","FL":"redeem_only"}' });
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof newPlayer>>;

/** A signed-up player (10,000 GC, 1.00 SC unplayed) with a dice client seed, in the chosen coin. */
async function newPlayer(coin: 'GC' | 'SC' = 'SC') {
  const player = await registerPlayer(t.app);
  const headers = bearer(player.token);
  await call('POST', '/api/user/balance', headers, { game_mode: coin });
  await call('POST', '/api/dicing/seeds', headers, { action: 'update_client', client_seed: 'gates' });
  return { ...player, headers };
}

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Puts the player where the sandbox tester says, and checks their location there. */
async function locate(player: Player, place: { state: string | null; vpn?: boolean; unsupported?: boolean }) {
  expect((await call('PUT', '/api/dev/location', player.headers, place)).statusCode).toBe(200);
  const check = await call('POST', '/api/location/check', player.headers, {});
  expect(check.statusCode).toBe(200);
  return check.json();
}

const dice = (player: Player, wager = '0.20') =>
  call('POST', '/api/dicing', player.headers, { wager, over: true, multiplier: 2, target: 50 });

/** The player's balances and bet count: what a refusal must leave as it was. */
async function holdings(player: Player) {
  const balance = (await call('GET', '/api/user/balance', player.headers)).json();
  const bets = await t.infra.db
    .selectFrom('bets')
    .select(sql<string>`count(*)`.as('n'))
    .where('user_id', '=', player.userId)
    .executeTakeFirstOrThrow();
  return { balance, bets: Number(bets.n) };
}

/** Plays and expects a refusal with these words, moving nothing. */
async function refusedPlay(player: Player, code: string, message: string, wager?: string) {
  const before = await holdings(player);
  const answer = await dice(player, wager);
  expect(answer.json()).toMatchObject({ code, message });
  expect(await holdings(player)).toEqual(before);
}

/** Moves a player's gate times back, as if `hours` had passed (the gate compares on the database clock). */
async function hoursPass(player: Player, hours: number) {
  const back = sql`interval '1 hour' * ${hours}`;
  const userId = player.userId;
  await sql`UPDATE location_checks SET created_at = created_at - ${back}, fresh_until = fresh_until - ${back}
             WHERE user_id = ${userId}`.execute(t.infra.db);
  await sql`UPDATE play_restrictions SET break_till = break_till - ${back}, excluded_at = excluded_at - ${back},
             excluded_till = CASE WHEN exclusion_period = 'indefinite' AND lift_requested_at IS NULL
                                  THEN excluded_till ELSE excluded_till - ${back} END,
             lift_requested_at = lift_requested_at - ${back} WHERE user_id = ${userId}`.execute(t.infra.db);
  await sql`UPDATE player_limits SET effective_from = effective_from - ${back} WHERE user_id = ${userId}`.execute(
    t.infra.db,
  );
  await sql`UPDATE bets SET created_at = created_at - ${back} WHERE user_id = ${userId}`.execute(t.infra.db);
  await refreshPlayerGate(t.infra.db, userId);
}

describe('location and state rules', () => {
  it('plays SC only after a fresh passed check in an allowed state', async () => {
    const player = await newPlayer();
    await refusedPlay(player, 'LOCATION_REQUIRED', locationRequiredText('play'));
    const check = await locate(player, { state: 'CA' });
    expect(check).toMatchObject({ country: 'US', state: 'CA', passed: true, rule: 'allowed', sc_play: true });
    expect((await dice(player)).statusCode).toBe(200);
    expect((await call('GET', '/api/location', player.headers)).json().check).toMatchObject({ state: 'CA' });
  });

  it('refuses SC play in a blocked, GC-only or redeem-only state with its words; GC plays on', async () => {
    for (const [state, rule, text] of [
      ['NY', 'blocked', regionNotAvailableText('NY')],
      ['TX', 'gc_only', goldCoinsOnlyText('TX')],
      ['FL', 'redeem_only', redeemOnlyText('FL')],
    ] as const) {
      const player = await newPlayer();
      const check = await locate(player, { state });
      expect(check).toMatchObject({ rule, sc_play: false, reasons: [`state_${rule}`] });
      await refusedPlay(player, 'REGION_NOT_AVAILABLE', text);
      await call('POST', '/api/user/balance', player.headers, { game_mode: 'GC' });
      expect((await dice(player)).statusCode, state).toBe(200);
    }
  });

  it('a VPN, a device with no location, or a check gone stale refuses SC play', async () => {
    const vpn = await newPlayer();
    expect(await locate(vpn, { state: 'CA', vpn: true })).toMatchObject({ passed: false, fraud: ['proxy'] });
    await refusedPlay(vpn, 'LOCATION_FAILED', undeterminedLocationText(['proxy']));

    const none = await newPlayer();
    expect(await locate(none, { state: null, unsupported: true })).toMatchObject({ supported: false });
    await refusedPlay(none, 'LOCATION_REQUIRED', locationRequiredText('play'));

    const stale = await newPlayer();
    await locate(stale, { state: 'CA' });
    expect((await dice(stale)).statusCode).toBe(200);
    await hoursPass(stale, 0.25);
    await refusedPlay(stale, 'LOCATION_REQUIRED', locationRequiredText('play'));
  });

  it('gates step games, crash and duels the same way, moving nothing', async () => {
    const player = await newPlayer();
    await locate(player, { state: 'NY' });
    const before = await holdings(player);
    await call('POST', '/api/mines/seeds', player.headers, { action: 'update_client', client_seed: 'm' });
    const mines = await call('POST', '/api/mines', player.headers, {
      action: 'start',
      wager: '0.20',
      mines: 3,
    });
    expect(mines.json()).toMatchObject({
      code: 'REGION_NOT_AVAILABLE',
      message: regionNotAvailableText('NY'),
    });
    const duel = await call('POST', '/api/duels', player.headers, { wager: '0.20', locked: true });
    expect(duel.json()).toMatchObject({ code: 'REGION_NOT_AVAILABLE' });
    expect(await holdings(player)).toEqual(before);
  });

  it('the tester control does not exist in production', async () => {
    const production = await createTestApp(LIVE_VENDORS);
    try {
      const { token } = await registerPlayer(production.app);
      const answer = await production.app.inject({ url: '/api/dev/location', headers: bearer(token) });
      expect(answer.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('responsible play', () => {
  it('a break refuses every play and purchase with the spec text, cannot be shortened, and ends', async () => {
    const player = await newPlayer('GC');
    const taken = (await call('POST', '/api/responsible-play/break', player.headers, { days: 3 })).json();
    const till = new Date(taken.break.till);
    await refusedPlay(player, 'PLAY_RESTRICTED', breakActiveText(till));
    const me = (await call('GET', '/api/user', player.headers)).json();
    expect(me).toMatchObject({
      break_type: '3_days',
      break_till_date: till.toISOString(),
      self_exclusion: null,
      can_purchase: false,
    });
    await expect(t.infra.eligibility.purchase(t.infra.db, player.userId, 999n)).rejects.toMatchObject({
      code: 'PLAY_RESTRICTED',
      message: breakActiveText(till),
    });
    const shorter = await call('POST', '/api/responsible-play/break', player.headers, { days: 1 });
    expect(shorter.json()).toMatchObject({ code: 'CONFLICT', message: RESPONSIBLE_PLAY_TEXTS.shorterBreak });
    expect((await call('POST', '/api/responsible-play/break', player.headers, { days: 2 })).statusCode).toBe(
      422,
    );
    await hoursPass(player, 73);
    expect((await dice(player)).statusCode).toBe(200);
  });

  it('self-exclusion stops play and marketing; an indefinite one lifts only after 6 months, 7 days later', async () => {
    const player = await newPlayer('GC');
    await setPlayerRow(t.infra.db, player.userId, { opt_in_promo_email: true, opt_in_promo_sms: true });
    const excluded = (
      await call('POST', '/api/responsible-play/self-exclusion', player.headers, { period: 'indefinite' })
    ).json();
    expect(excluded.self_exclusion).toMatchObject({ period: 'indefinite', till: null, lifts_at: null });
    await refusedPlay(player, 'PLAY_RESTRICTED', RESPONSIBLE_PLAY_TEXTS.selfExcluded);
    const me = (await call('GET', '/api/user', player.headers)).json();
    expect(me).toMatchObject({
      opt_in_promo_email: false,
      opt_in_promo_sms: false,
      can_purchase: false,
      self_exclusion: { till: null },
    });
    const early = await call('POST', '/api/responsible-play/self-exclusion/lift', player.headers, {});
    expect(early.json()).toMatchObject({ message: RESPONSIBLE_PLAY_TEXTS.liftTooEarly });
    const shorter = await call('POST', '/api/responsible-play/self-exclusion', player.headers, {
      period: '1_year',
    });
    expect(shorter.json().message).toBe(RESPONSIBLE_PLAY_TEXTS.shorterExclusion);

    await hoursPass(player, 24 * 185);
    const lifting = (
      await call('POST', '/api/responsible-play/self-exclusion/lift', player.headers, {})
    ).json();
    expect(lifting.self_exclusion.lifts_at).not.toBeNull();
    // Once a lift is under way the exclusion has an end, which every screen can say.
    expect((await call('GET', '/api/user', player.headers)).json().self_exclusion).toEqual({
      till: lifting.self_exclusion.lifts_at,
    });
    await refusedPlay(player, 'PLAY_RESTRICTED', RESPONSIBLE_PLAY_TEXTS.selfExcluded);
    await hoursPass(player, 24 * 7 + 1);
    expect((await call('GET', '/api/responsible-play', player.headers)).json().self_exclusion).toBeNull();
    expect((await dice(player)).statusCode).toBe(200);
  });

  it('a loss limit applies at once; raising it waits the cooling-off, lowering does not', async () => {
    const player = await newPlayer();
    await locate(player, { state: 'CA' });
    const limit = (value: string | null) =>
      call('PUT', '/api/responsible-play/limits', player.headers, { kind: 'loss', period: 'day', value });
    expect((await limit('0.30')).json().limits).toEqual([
      { kind: 'loss', period: 'day', value: '0.30', pending: null },
    ]);
    await refusedPlay(player, 'LIMIT_REACHED', RESPONSIBLE_PLAY_TEXTS.lossLimit, '0.40');
    const raised = (await limit('1.00')).json();
    expect(raised.limits[0]).toMatchObject({ value: '0.30', pending: { value: '1.00' } });
    await refusedPlay(player, 'LIMIT_REACHED', RESPONSIBLE_PLAY_TEXTS.lossLimit, '0.40');
    await hoursPass(player, 24);
    await locate(player, { state: 'CA' });
    expect((await dice(player, '0.40')).statusCode).toBe(200);
    const lowered = (await limit('0.10')).json();
    expect(lowered.limits[0]).toEqual({ kind: 'loss', period: 'day', value: '0.10', pending: null });
    // Net loss: won, the day stands at -0.40; lost, at 0.40. Either way 0.55 more passes 0.10.
    await refusedPlay(player, 'LIMIT_REACHED', RESPONSIBLE_PLAY_TEXTS.lossLimit, '0.55');
    const removing = (await limit(null)).json();
    expect(removing.limits[0]).toMatchObject({ value: '0.10', pending: { value: null } });
  });

  it('a time-in-play limit counts the gaps between plays', async () => {
    const player = await newPlayer('GC');
    const first = await dice(player);
    expect(first.statusCode, first.body).toBe(200);
    await call('PUT', '/api/responsible-play/limits', player.headers, {
      kind: 'session',
      period: 'day',
      value: '1',
    });
    expect((await dice(player)).statusCode).toBe(200);
    // The first play two minutes earlier: two minutes of play against a one-minute limit.
    await sql`UPDATE bets SET created_at = created_at - interval '2 minutes'
               WHERE id = (SELECT min(id) FROM bets WHERE user_id = ${player.userId})`.execute(t.infra.db);
    await refusedPlay(player, 'LIMIT_REACHED', RESPONSIBLE_PLAY_TEXTS.sessionLimit);
  });

  it('a purchase limit refuses a purchase past it', async () => {
    const player = await newPlayer('GC');
    await locate(player, { state: 'TX' });
    const purchases = { spentSince: async () => 4_000n, total: async () => 4_000n };
    const verified = { isVerified: async () => true };
    const gates = new Eligibility(t.infra.config, verified, purchases);
    expect(await gates.purchase(t.infra.db, player.userId, 999n)).toEqual({ scAwards: false });
    await call('PUT', '/api/responsible-play/limits', player.headers, {
      kind: 'purchase',
      period: 'week',
      value: '45',
    });
    await expect(gates.purchase(t.infra.db, player.userId, 999n)).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
    });
    expect(await gates.purchase(t.infra.db, player.userId, 499n)).toEqual({ scAwards: false });
    const unverified = new Eligibility(t.infra.config, { isVerified: async () => false }, NO_PURCHASES);
    const newcomer = await newPlayer('GC');
    await locate(newcomer, { state: 'CA' });
    expect(await unverified.purchase(t.infra.db, newcomer.userId, 50_000n)).toEqual({ scAwards: true });
    await expect(unverified.purchase(t.infra.db, newcomer.userId, 50_001n)).rejects.toMatchObject({
      code: 'VERIFICATION_REQUIRED',
    });
  });

  it('redemption is allowed in a redeem-only state and refused in a blocked one', async () => {
    const gates = new Eligibility(
      t.infra.config,
      { isVerified: async () => true },
      {
        spentSince: async () => 0n,
        total: async () => 0n,
      },
    );
    const player = await newPlayer('GC');
    await locate(player, { state: 'FL' });
    await expect(gates.redeem(t.infra.db, player.userId)).resolves.toBeUndefined();
    await expect(gates.claim(t.infra.db, player.userId, 'reload')).rejects.toMatchObject({
      message: redeemOnlyText('FL'),
    });
    await locate(player, { state: 'NV' });
    await expect(gates.redeem(t.infra.db, player.userId)).rejects.toMatchObject({
      message: regionNotAvailableText('NV'),
    });
  });

  it('leaves the ledger whole after every refusal', async () => {
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  });
});
