import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword, NEW_PASSWORD, setGameMode, signIn } from '../../test/accounts';
import { bearer, createTestApp, latestOutbox, registerPlayer, type TestApp } from '../../test/app';
import { usingRealPostgres } from '../../test/database';
import { connectSocket, disconnectedWithin, listeningAppForSuite, listenLocally } from '../../test/sockets';

/** A new player signed in twice: `token` from the sign-up, `other` from a second sign-in. */
async function playerWithTwoSessions(app: TestApp) {
  const { form, token } = await registerPlayer(app.app);
  const other = (await signIn(app.app, { login: form.username, password: form.password })).json()
    .access_token;
  return { form, token, other: other as string };
}

/** Publishes a private `balance` event to the player (through `app`) and waits until `listener` hears it. */
async function privateEvent(app: TestApp, token: string, listener: Socket): Promise<void> {
  const heard = new Promise((resolve) => listener.once('balance', resolve));
  const response = await setGameMode(app.app, bearer(token), 'SC');
  expect(response.statusCode).toBe(200);
  await heard;
}

function recordBalanceEvents(socket: Socket): unknown[] {
  const events: unknown[] = [];
  socket.on('balance', (event) => events.push(event));
  return events;
}

describe('revoked sessions lose their sockets', () => {
  const t = listeningAppForSuite();

  it('a password change disconnects the other sessions, which hear no further private event', async () => {
    const { form, token, other } = await playerWithTwoSessions(t);
    const mine = await t.connect(token);
    const theirs = await t.connect(other);
    const heardByOther = recordBalanceEvents(theirs);

    const change = await changePassword(t.app, token, form.password);
    expect(change.statusCode).toBe(200);
    expect(await disconnectedWithin(theirs, 2000)).toBe(true);

    await privateEvent(t, token, mine);
    expect(mine.connected).toBe(true);
    expect(heardByOther).toEqual([]);
    mine.close();
  });

  it('signing out of the other sessions (settings) disconnects them and keeps this one', async () => {
    const { token, other } = await playerWithTwoSessions(t);
    const mine = await t.connect(token);
    const theirs = await t.connect(other);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/sessions/sign-out-others',
      headers: bearer(token),
    });
    expect(response.json().signed_out).toBe(1);
    expect(await disconnectedWithin(theirs, 2000)).toBe(true);
    await privateEvent(t, token, mine);
    expect(mine.connected).toBe(true);
    mine.close();
  });

  it('a password reset disconnects every session of the player', async () => {
    const { form, token, other } = await playerWithTwoSessions(t);
    const sockets = [await t.connect(token), await t.connect(other)];

    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: form.email } });
    const resetToken = (await latestOutbox(t.infra, form.email)).body.match(/reset\/([\w-]+)\?/)?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        email: form.email,
        token: resetToken,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(await Promise.all(sockets.map((s) => disconnectedWithin(s, 2000)))).toEqual([true, true]);
  });

  it('a socket of a revoked session cannot connect again', async () => {
    const { token } = await registerPlayer(t.app);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    await expect(t.connect(token)).rejects.toThrow('Unauthenticated.');
  });
});

// Needs a Redis server (TEST_REDIS_URL); a key prefix of its own keeps it apart from anything else on it.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!usingRealPostgres || !redisUrl)('across instances (Redis adapter)', () => {
  let first: TestApp;
  let second: TestApp;
  const ports: number[] = [];
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:` };
    first = await createTestApp(env);
    second = await createTestApp(env, first.database);
    ports.push(await listenLocally(first.app), await listenLocally(second.app));
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a password change on one instance disconnects the session’s socket on the other', async () => {
    const { form, token, other } = await playerWithTwoSessions(first);
    const [firstPort, secondPort] = ports as [number, number];
    const mineHere = await connectSocket(firstPort, token);
    const mineThere = await connectSocket(secondPort, token);
    const theirsThere = await connectSocket(secondPort, other);
    const heardByOther = recordBalanceEvents(theirsThere);

    const change = await changePassword(first.app, token, form.password);
    expect(change.statusCode).toBe(200);
    expect(await disconnectedWithin(theirsThere, 3000)).toBe(true);

    // The kept session still hears its private events on both instances; the revoked one hears none.
    await Promise.all([
      privateEvent(first, token, mineThere),
      new Promise((r) => mineHere.once('balance', r)),
    ]);
    expect(heardByOther).toEqual([]);
    mineHere.close();
    mineThere.close();
  });
});
