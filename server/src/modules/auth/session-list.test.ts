import type { PlayerSession } from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../test/app';
import { usingRealPostgres } from '../../test/database';
import { secondInstance } from '../../test/second-instance';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function logIn(login: string, password: string, userAgent: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/token-login',
    headers: { 'user-agent': userAgent },
    payload: { login, password },
  });
  return response.json().access_token;
}
const sessions = (token: string) => t.app.inject({ url: '/api/user/sessions', headers: bearer(token) });
const signOutOthers = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/sessions/sign-out-others', headers: bearer(token) });

describe('settings: signed-in sessions', () => {
  it('lists the devices signed in, newest first, marking the one asking', async () => {
    const { form, token } = await registerPlayer(t.app);
    await logIn(form.username, form.password, 'Phone Browser');
    const response = await sessions(token);
    expect(response.statusCode).toBe(200);
    const list = response.json() as PlayerSession[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ current: false, user_agent: 'Phone Browser' });
    expect(list[1]?.current).toBe(true);
  });

  it('signs out every other session and keeps this one', async () => {
    const { form, token } = await registerPlayer(t.app);
    const phone = await logIn(form.username, form.password, 'Phone Browser');
    const tablet = await logIn(form.username, form.password, 'Tablet Browser');

    const response = await signOutOthers(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed out of 2 other devices.', signed_out: 2 });
    for (const revoked of [phone, tablet]) expect((await sessions(revoked)).statusCode).toBe(401);
    const left = (await sessions(token)).json() as PlayerSession[];
    expect(left.map((s) => s.current)).toEqual([true]);

    expect((await signOutOthers(token)).json()).toEqual({
      message: 'No other device was signed in.',
      signed_out: 0,
    });
  });

  it('touches no other player and refuses anonymous calls', async () => {
    const other = await registerPlayer(t.app);
    const { token } = await registerPlayer(t.app);
    await signOutOthers(token);
    expect((await sessions(other.token)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/sessions' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/user/sessions/sign-out-others' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe.skipIf(!usingRealPostgres)('signing out of the other devices from two devices at once', () => {
  it('through two instances, one device wins and the other is refused: never signed out everywhere', async () => {
    const second = await secondInstance(t);
    try {
      for (let round = 0; round < 20; round++) {
        const { form, token } = await registerPlayer(t.app);
        const phone = await logIn(form.username, form.password, 'Phone Browser');
        await logIn(form.username, form.password, 'Tablet Browser');
        const [laptop, onPhone] = await Promise.all([
          signOutOthers(token),
          second.app.inject({
            method: 'POST',
            url: '/api/user/sessions/sign-out-others',
            headers: bearer(phone),
          }),
        ]);
        const answers = [laptop.statusCode, onPhone.statusCode].sort();
        expect(answers, `round ${round}`).toEqual([200, 401]);
        const winner = laptop.statusCode === 200 ? token : phone;
        expect((await sessions(winner)).json()).toHaveLength(1);
        const loser = winner === token ? phone : token;
        expect((await sessions(loser)).statusCode).toBe(401);
      }
    } finally {
      await second.close();
    }
  });
});
