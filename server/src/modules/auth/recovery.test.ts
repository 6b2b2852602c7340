import { expect, it } from 'vitest';
import { bearer, latestOutbox, registerPlayer, testAppForSuite } from '../../test/app';

const t = testAppForSuite();

const post = (url: string, payload: Record<string, unknown>, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const linkTail = (link: string | null, marker: string) => (link ?? '').split(marker)[1] ?? '';

it('verifies the email address from the link in the sandbox outbox, once', async () => {
  const { form, token } = await registerPlayer(t.app);
  const mail = await latestOutbox(t.infra, form.email);
  expect(mail.subject).toBe('Verify your email address');
  const verifyToken = linkTail(mail.link, '/email/verify/');
  const verified = await post('/api/email/verify', { token: verifyToken });
  expect(verified.json().message).toBe('Thank you! Your email address is verified.');
  expect((await t.app.inject({ url: '/api/user', headers: bearer(token) })).json().email_verified).toBe(true);
  const reused = await post('/api/email/verify', { token: verifyToken });
  expect(reused.statusCode).toBe(422);
  expect(reused.json().message).toBe('This verification link is invalid or has expired.');
});

it('resends the verification link and only the newest one works', async () => {
  const { form, token } = await registerPlayer(t.app);
  const first = linkTail((await latestOutbox(t.infra, form.email)).link, '/email/verify/');
  const resend = await post('/api/email/verification-notification', {}, bearer(token));
  expect(resend.json().message).toContain(form.email);
  const second = linkTail((await latestOutbox(t.infra, form.email)).link, '/email/verify/');
  expect((await post('/api/email/verify', { token: first })).statusCode).toBe(422);
  expect((await post('/api/email/verify', { token: second })).statusCode).toBe(200);
});

it('resets a forgotten password through the mailed link and signs out every session', async () => {
  const { form, token } = await registerPlayer(t.app);
  const unknown = await post('/api/forgot-password', { email: 'nobody@example.com' });
  const known = await post('/api/forgot-password', { email: form.email });
  expect(unknown.json()).toEqual(known.json());
  const mail = await latestOutbox(t.infra, form.email);
  expect(mail.subject).toBe('Reset your password');
  const resetToken = linkTail(mail.link, '/password/reset/').split('?')[0] ?? '';

  const mismatch = await post('/api/reset-password', {
    email: form.email,
    token: resetToken,
    password: 'new password 1',
    password_confirmation: 'different',
  });
  expect(mismatch.json().errors.password_confirmation).toEqual(['The password confirmation does not match.']);
  const wrongEmail = await post('/api/reset-password', {
    email: 'someone.else@example.com',
    token: resetToken,
    password: 'new password 1',
    password_confirmation: 'new password 1',
  });
  expect(wrongEmail.statusCode).toBe(422);

  const reset = await post('/api/reset-password', {
    email: form.email,
    token: resetToken,
    password: 'new password 1',
    password_confirmation: 'new password 1',
  });
  expect(reset.statusCode).toBe(200);
  expect((await t.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
  const login = await post('/api/token-login', { login: form.email, password: 'new password 1' });
  expect(login.json().access_token).toEqual(expect.any(String));
});
