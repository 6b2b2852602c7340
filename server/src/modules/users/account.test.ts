import { beforeAll, describe, expect, it } from 'vitest';
import { setGameMode } from '../../test/accounts';
import { bearer, createTestApp, registerPlayer, testAppForSuite } from '../../test/app';
import { setPlayerRow } from '../../test/players';
import { connectSocket, listenLocally } from '../../test/sockets';

const t = testAppForSuite();

describe('balance and game mode', () => {
  it('switches the coin being played and reports both coins', async () => {
    const { token } = await registerPlayer(t.app);
    const gc = await t.app.inject({ url: '/api/user/balance', headers: bearer(token) });
    expect(gc.json()).toEqual({
      game_mode: 'GC',
      balance: '10000.00',
      gc: '10000.00',
      sc: { total: '1.00', unplayed: '1.00', redeemable: '0.00' },
    });
    const sc = await setGameMode(t.app, bearer(token), 'SC');
    expect(sc.json()).toMatchObject({ game_mode: 'SC', balance: '1.00' });
    const bad = await setGameMode(t.app, bearer(token), 'BTC');
    expect(bad.statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/user', headers: bearer(token) })).json().game_mode).toBe('SC');
  });
});

describe('profile and preferences', () => {
  it('updates names, private mode and promo opt-ins', async () => {
    const { token } = await registerPlayer(t.app);
    const patch = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url, headers: bearer(token), payload });
    const profile = await patch('/api/user/profile', {
      firstname: 'Ada',
      lastname: "O'Neil",
      private_mode: true,
    });
    expect(profile.json()).toMatchObject({ firstname: 'Ada', lastname: "O'Neil", private_mode: true });
    const optIn = await patch('/api/user/promo-opt-in-settings', { opt_in_promo_sms: true });
    expect(optIn.json()).toMatchObject({ opt_in_promo_sms: true, opt_in_promo_email: false });
    const digits = await patch('/api/user/profile', { firstname: 'R2D2' });
    expect(digits.statusCode).toBe(422);
  });

  it('asks a player without a username to choose one, once', async () => {
    const { token, userId } = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    await setPlayerRow(t.infra.db, userId, { username: null });
    const chooseUsername = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/username',
        headers: bearer(token),
        payload: { username },
      });
    const me = await t.app.inject({ url: '/api/user', headers: bearer(token) });
    expect(me.json()).toMatchObject({ is_username_set: false, username_not_set: true });
    const taken = await chooseUsername(other.form.username);
    expect(taken.json().errors.username).toEqual(['The username has already been taken.']);
    const set = await chooseUsername('Fresh_Name_1');
    expect(set.json()).toMatchObject({ username: 'Fresh_Name_1', is_username_set: true });
    const again = await chooseUsername('Another_1');
    expect(again.statusCode).toBe(409);
  });

  it('lists the ranks', async () => {
    const ranks = (await t.app.inject({ url: '/api/users/ranks' })).json();
    expect(ranks.map((r: { rank: string }) => r.rank)).toEqual(['admin', 'mod', 'helper', 'other']);
  });
});

describe('realtime', () => {
  let port: number;
  beforeAll(async () => {
    port = await listenLocally(t.app);
  });
  const connect = (token?: string) => connectSocket(port, token);

  it('delivers the private balance event to its owner only, and logout drops the socket', async () => {
    const alice = await registerPlayer(t.app);
    const bob = await registerPlayer(t.app);
    const aliceSocket = await connect(alice.token);
    const bobSocket = await connect(bob.token);
    const bobEvents: unknown[] = [];
    bobSocket.on('balance', (b) => bobEvents.push(b));
    const received = new Promise((resolve) => aliceSocket.on('balance', resolve));
    await setGameMode(t.app, bearer(alice.token), 'SC');
    expect(await received).toMatchObject({ game_mode: 'SC', balance: '1.00' });
    expect(bobEvents).toEqual([]);

    const dropped = new Promise((resolve) => aliceSocket.on('disconnect', resolve));
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(alice.token) });
    await dropped;
    bobSocket.close();
  });

  it('refuses a socket with a bad token', async () => {
    await expect(connect('not-a-token')).rejects.toThrow('Unauthenticated.');
  });
});

describe('maintenance', () => {
  it('answers 503 on the API but keeps site-config readable', async () => {
    const down = await createTestApp({ MAINTENANCE: 'true' });
    try {
      expect((await down.app.inject({ url: '/api/user' })).statusCode).toBe(503);
      expect((await down.app.inject({ url: '/api/site-config' })).json().maintenance).toBe(true);
    } finally {
      await down.close();
    }
  });
});

describe('sandbox outbox', () => {
  it('is readable from this machine only', async () => {
    expect((await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    const remote = await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    const spoofed = await t.app.inject({
      url: '/dev/outbox',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(403);
  });
});
