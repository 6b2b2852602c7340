import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { changePassword, deleteAccount, signIn } from '../../test/accounts';
import { bearer, createTestApp, registerPlayer, type TestApp, testAppForSuite } from '../../test/app';

const t = testAppForSuite({ LOGIN_MAX_ATTEMPTS: '3' });

const login = (app: TestApp, payload: Record<string, unknown>, ip: string) => signIn(app.app, payload, ip);

async function failThrice(login: string, ip: string) {
  for (let i = 0; i < 3; i++) {
    const wrong = await signIn(t.app, { login, password: 'not the password' }, ip);
    expect(wrong.statusCode).toBe(422);
  }
}

describe('login lock-out', () => {
  it('counts the username and the email as one account', async () => {
    const { form } = await registerPlayer(t.app);
    await failThrice(form.username, '10.1.0.1');
    const byEmail = await login(t, { login: form.email, password: form.password }, '10.1.0.2');
    expect(byEmail.statusCode).toBe(429);
    expect(Number(byEmail.headers['x-ratelimit-reset'])).toBeGreaterThan(500);
  });

  it('survives a restart: a new instance on the same database still refuses', async () => {
    const { form } = await registerPlayer(t.app);
    await failThrice(form.email, '10.1.0.3');
    const restarted = await createTestApp({ LOGIN_MAX_ATTEMPTS: '3' }, t.database);
    try {
      const locked = await login(restarted, { login: form.username, password: form.password }, '10.1.0.4');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/^Too many attempts\. Try again in (9|10) minute\(s\)$/);
    } finally {
      await restarted.close();
    }
  });

  it('an address over its limit does not stop another player who enters the right password', async () => {
    const address = '10.1.0.5';
    const { form } = await registerPlayer(t.app);
    // 4 × 3 failures from one address, spread over unknown names so that no account is locked.
    for (const name of ['ghost_a', 'ghost_b', 'ghost_c', 'ghost_d']) await failThrice(name, address);
    const wrongAgain = await login(t, { login: form.username, password: 'still not it' }, address);
    expect(wrongAgain.statusCode).toBe(429);

    const right = await login(t, { login: form.username, password: form.password }, address);
    expect(right.statusCode).toBe(200);
    expect(right.json().access_token).toEqual(expect.any(String));
  });

  it('a successful sign-in does not clear the address’s failures', async () => {
    const address = '10.1.0.6';
    const { form } = await registerPlayer(t.app);
    for (const name of ['spray_a', 'spray_b', 'spray_c', 'spray_d']) await failThrice(name, address);
    expect((await login(t, { login: form.username, password: form.password }, address)).statusCode).toBe(200);
    expect((await login(t, { login: 'spray_e', password: 'guess' }, address)).statusCode).toBe(429);
  });
});

describe('password checks of a signed-in player', () => {
  it('are limited per account: after 3 wrong passwords even the right one is refused with 429', async () => {
    const { form, token } = await registerPlayer(t.app);
    for (let i = 0; i < 3; i++)
      expect((await changePassword(t.app, token, 'wrong password')).statusCode).toBe(422);
    const locked = await changePassword(t.app, token, form.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['x-ratelimit-reset'])).toBeGreaterThan(500);
    // Account deletion asks the same password and shares the limit.
    const deletion = await deleteAccount(t.app, token, form.password);
    expect(deletion.statusCode).toBe(429);
    expect((await t.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('count wrong passwords on account deletion too', async () => {
    const { form, token } = await registerPlayer(t.app);
    for (let i = 0; i < 3; i++) {
      const wrong = await deleteAccount(t.app, token, 'nope nope');
      expect(wrong.statusCode).toBe(422);
    }
    expect((await changePassword(t.app, token, form.password)).statusCode).toBe(429);
  });
});

// Needs a Redis server (TEST_REDIS_URL); a key prefix of its own keeps it apart from anything else on it.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('login lock-out in Redis', () => {
  it('survives a restart', async () => {
    const env = {
      LOGIN_MAX_ATTEMPTS: '3',
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
    };
    const first = await createTestApp(env);
    try {
      const { form } = await registerPlayer(first.app);
      for (let i = 0; i < 3; i++) await login(first, { login: form.username, password: 'nope' }, '10.1.1.1');
      await first.app.close();
      const restarted = await createTestApp(env, first.database);
      try {
        const locked = await login(restarted, { login: form.email, password: form.password }, '10.1.1.2');
        expect(locked.statusCode).toBe(429);
      } finally {
        await restarted.close();
      }
    } finally {
      await first.close();
    }
  });
});
