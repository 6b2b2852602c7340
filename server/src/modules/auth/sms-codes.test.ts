import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../test/app';
import { latestCode, playerWithPhone, wrongCodeFor } from '../../test/phones';

let t: TestApp;
beforeAll(async () => {
  // The account lock-out is set high here, so what refuses the right code is the code's own limit.
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '50' });
});
afterAll(() => t.close());

describe('SMS sign-in codes', () => {
  const login = (form: { username: string; password: string }, extra: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/token-login',
      payload: { login: form.username, password: form.password, fp: 'new-laptop', ...extra },
      remoteAddress: '10.2.0.1',
    });

  it('are burnt after 5 wrong codes: the right one is then refused and a new code works', async () => {
    const { form, phone } = await playerWithPhone(t);
    const asked = await login(form, {});
    expect(asked.json()).toMatchObject({ code: 4 });
    const ticket = asked.json().login_ticket;
    const code = await latestCode(t, phone);
    for (let i = 0; i < 5; i++) {
      const wrong = await login(form, {
        verification_code: wrongCodeFor(code),
        verified: true,
        login_ticket: ticket,
      });
      expect(wrong.json()).toMatchObject({ code: 4 });
    }
    const right = await login(form, { verification_code: code, verified: true, login_ticket: ticket });
    expect(right.json()).toMatchObject({
      code: 4,
      message: expect.stringMatching(/invalid|no longer works/),
    });
    expect(right.json().access_token).toBeUndefined();

    const again = await login(form, { login_ticket: ticket });
    expect(again.json()).toMatchObject({ code: 4 });
    const fresh = await latestCode(t, phone);
    const signedIn = await login(form, { verification_code: fresh, verified: true, login_ticket: ticket });
    expect(signedIn.json().access_token).toEqual(expect.any(String));
  });

  it('tell the player at the fifth wrong code that it no longer works', async () => {
    const { form, phone } = await playerWithPhone(t);
    await login(form, {});
    const code = await latestCode(t, phone);
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (await login(form, { verification_code: wrongCodeFor(code), verified: true })).json().message,
      );
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('That code is invalid or has expired.'));
    expect(answers[4]).toBe('Too many wrong codes: this code no longer works. Ask for a new code.');
  });

  it('expire', async () => {
    const { form, phone, userId } = await playerWithPhone(t);
    await login(form, {});
    const code = await latestCode(t, phone);
    await t.infra.db
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .where('purpose', '=', 'sms_login')
      .execute();
    const expired = await login(form, { verification_code: code, verified: true });
    expect(expired.json()).toMatchObject({ code: 4, message: 'That code is invalid or has expired.' });
  });

  it('count towards the account lock-out', async () => {
    const strict = await createTestApp({ LOGIN_MAX_ATTEMPTS: '3' }, t.database);
    try {
      const { form, phone } = await playerWithPhone(t);
      const ask = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/token-login',
          payload: { login: form.username, password: form.password, fp: 'new-laptop' },
          remoteAddress: '10.2.0.2',
        });
      await ask();
      const code = await latestCode(t, phone);
      for (let i = 0; i < 3; i++) {
        await strict.app.inject({
          method: 'POST',
          url: '/api/token-login',
          payload: {
            login: form.email,
            password: form.password,
            fp: 'new-laptop',
            verification_code: wrongCodeFor(code),
          },
          remoteAddress: '10.2.0.2',
        });
      }
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('phone verification codes', () => {
  it('are burnt after 5 wrong codes', async () => {
    const { token } = await registerPlayer(t.app);
    const phone = '5559876543';
    await t.app.inject({
      method: 'POST',
      url: '/api/user/phone',
      headers: bearer(token),
      payload: { phone_number: phone },
    });
    const code = await latestCode(t, phone);
    const verify = (verification_code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/verify-code',
        headers: bearer(token),
        payload: { phone_number: phone, verification_code },
      });
    for (let i = 0; i < 5; i++) expect((await verify(wrongCodeFor(code))).statusCode).toBe(422);
    const right = await verify(code);
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.verification_code).toEqual(['That code is invalid or has expired.']);
  });
});
