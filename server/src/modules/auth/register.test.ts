import { regionNotAvailableText, solveCaptchaChallenge } from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newPlayerForm, registerPlayer, type TestApp, testAppForSuite } from '../../test/app';

const t = testAppForSuite();

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const userCount = async () =>
  Number(
    (
      await t.infra.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/auth/register', () => {
  it('opens the account with the sign-up coins from the ledger and a working token', async () => {
    const { token, user } = await registerPlayer(t.app);
    expect(user).toMatchObject({
      game_mode: 'GC',
      email_verified: false,
      is_username_set: true,
      balance: { gc: '10000.00', sc: { total: '1.00', unplayed: '1.00', redeemable: '0.00' } },
    });
    const me = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('refuses a username taken in another case and a taken email, creating nothing', async () => {
    const { form } = await registerPlayer(t.app);
    const before = await userCount();
    const sameName = await register({ form: newPlayerForm({ username: form.username.toUpperCase() }) });
    expect(sameName.statusCode).toBe(422);
    expect(sameName.json().errors.username).toEqual(['The username has already been taken.']);
    const sameEmail = await register({ form: newPlayerForm({ email: form.email.toUpperCase() }) });
    expect(sameEmail.json().errors.email).toEqual(['The email has already been taken.']);
    expect(await userCount()).toBe(before);
  });

  it('refuses the excluded states with a clear message', async () => {
    const response = await register({ form: newPlayerForm({ state: 'NY' }) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'REGION_NOT_AVAILABLE',
      message: regionNotAvailableText('NY'),
    });
    expect(response.json().message).toContain('New York');
  });

  it('refuses a state the operator blocks in STATE_RULES, and the site config lists it', async () => {
    const blocking = await createTestApp({ STATE_RULES: '{"TX":"blocked","NY":"allowed"}' });
    try {
      const send = (state: string) =>
        blocking.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { form: newPlayerForm({ state }) },
        });
      const texas = await send('TX');
      expect(texas.json()).toMatchObject({ code: 'REGION_NOT_AVAILABLE' });
      expect(texas.json().message).toContain('Texas');
      expect((await send('NY')).statusCode).toBe(201);
      const config = (await blocking.app.inject({ url: '/api/site-config' })).json();
      expect(config.excluded_states).toContain('TX');
      expect(config.excluded_states).not.toContain('NY');
    } finally {
      await blocking.close();
    }
  });

  it('refuses players under 18', async () => {
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const response = await register({ form: newPlayerForm({ date_of_birth: seventeen }) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.date_of_birth).toEqual(['You must be 18 or older to play.']);
  });

  it('names every bad field and writes nothing', async () => {
    const before = await userCount();
    const response = await register({
      form: {
        username: 'a!',
        email: 'nope',
        password: 'short',
        date_of_birth: '17/05/1990',
        state: 'XX',
        terms: false,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['date_of_birth', 'email', 'password', 'state', 'terms', 'username'].sort(),
    );
    expect(await userCount()).toBe(before);
  });

  it('gives two racing sign-ups for one name one account', async () => {
    const form = newPlayerForm();
    const results = await Promise.all([
      register({ form }),
      register({ form: { ...form, email: `other.${form.email}` } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
  });
});

describe('captcha', () => {
  let withCaptcha: TestApp;
  beforeAll(async () => {
    withCaptcha = await createTestApp({ CAPTCHA_ENABLED: 'true' });
  });
  afterAll(() => withCaptcha.close());

  const solve = async () =>
    solveCaptchaChallenge((await withCaptcha.app.inject({ url: '/api/captcha/challenge' })).json());

  it('is required, accepted once solved, and refused when replayed', async () => {
    const missing = await withCaptcha.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { form: newPlayerForm() },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().code).toBe('CAPTCHA_FAILED');
    const captcha = await solve();
    const ok = await withCaptcha.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { form: newPlayerForm(), captcha },
    });
    expect(ok.statusCode).toBe(201);
    const replay = await withCaptcha.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { form: newPlayerForm(), captcha },
    });
    expect(replay.json().code).toBe('CAPTCHA_FAILED');
  });
});
