import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { deleteAccount, enableTwoFactor, signIn } from '../../test/accounts';
import { registerPlayer, testAppForSuite } from '../../test/app';
import { latestCode, playerWithPhone } from '../../test/phones';

const t = testAppForSuite();

/** What the web app sends: the credentials, its device, and the previous answer's ticket with the new step. */
function newBrowser(form: { username: string; password: string }) {
  let ticket: string | undefined;
  return async (step: Record<string, unknown>) => {
    const response = await signIn(
      t.app,
      {
        login: form.username,
        password: form.password,
        fp: 'new-browser',
        ...(ticket ? { login_ticket: ticket } : {}),
        ...step,
      },
      '10.3.0.1',
    );
    ticket = response.json().login_ticket ?? ticket;
    return response.json();
  };
}

describe('a login attempt keeps the challenges it passed', () => {
  it('2FA and a verified phone, from a new browser: password, authenticator, SMS, signed in', async () => {
    const { form, token, phone } = await playerWithPhone(t);
    const secret = await enableTwoFactor(t.app, token);
    const attempt = newBrowser(form);

    expect(await attempt({})).toMatchObject({ code: 2, login_ticket: expect.any(String) });
    expect(await attempt({ two_factor_code: authenticator.generate(secret) })).toMatchObject({ code: 4 });
    const signedIn = await attempt({ verification_code: await latestCode(t, phone), verified: true });
    expect(signedIn).toEqual({ access_token: expect.any(String) });
    // Only one SMS was sent for the whole attempt.
    const sent = await t.infra.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', phone)
      .where('body', 'like', '%sign-in code%')
      .execute();
    expect(sent).toHaveLength(1);
  });

  it('a recently deleted account with 2FA: restore, authenticator, signed in', async () => {
    const { form, token } = await registerPlayer(t.app);
    const secret = await enableTwoFactor(t.app, token);
    await deleteAccount(t.app, token, form.password);
    const attempt = newBrowser(form);
    expect(await attempt({})).toMatchObject({ code: 5 });
    expect(await attempt({ restore: true })).toMatchObject({ code: 2 });
    expect(await attempt({ two_factor_code: authenticator.generate(secret) })).toEqual({
      access_token: expect.any(String),
    });
  });

  it('a ticket is good only for its own player and device, and only until it signs in', async () => {
    const alice = await playerWithPhone(t);
    const aliceSecret = await enableTwoFactor(t.app, alice.token);
    const bob = await registerPlayer(t.app);
    const bobSecret = await enableTwoFactor(t.app, bob.token);
    const login = (form: { username: string; password: string }, extra: Record<string, unknown>) =>
      signIn(t.app, { login: form.username, password: form.password, ...extra }, '10.3.0.2').then((r) =>
        r.json(),
      );

    const passed = await login(alice.form, {
      fp: 'new-browser',
      two_factor_code: authenticator.generate(aliceSecret),
    });
    expect(passed).toMatchObject({ code: 4 });
    const ticket = passed.login_ticket;
    expect(await login(bob.form, { login_ticket: ticket })).toMatchObject({ code: 2 });
    expect(await login(alice.form, { fp: 'another-browser', login_ticket: ticket })).toMatchObject({
      code: 2,
    });

    const code = await latestCode(t, alice.phone);
    const signedIn = await login(alice.form, {
      fp: 'new-browser',
      login_ticket: ticket,
      verification_code: code,
    });
    expect(signedIn.access_token).toEqual(expect.any(String));
    expect(await login(alice.form, { fp: 'new-browser', login_ticket: ticket })).toMatchObject({ code: 2 });
    expect(await login(bob.form, { two_factor_code: authenticator.generate(bobSecret) })).toEqual({
      access_token: expect.any(String),
    });
  });
});
