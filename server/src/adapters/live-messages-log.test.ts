import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { JobWorker } from '../jobs';
import { bearer, LIVE_VENDORS, registerPlayer, testConfig } from '../test/app';
import { createTestDatabase } from '../test/database';
import { startFakeSmtp, textOf } from './mail/fake-smtp';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let twilio: Server;
const texts: string[] = [];
const logged: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>['app'];
let jobs: JobWorker;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  // Twilio's stand-in keeps each text's body and answers as Twilio does.
  twilio = createServer((request, response) => {
    let form = '';
    request.on('data', (chunk: Buffer) => {
      form += chunk.toString('utf8');
    });
    request.on('end', () => {
      texts.push(new URLSearchParams(form).get('Body') ?? '');
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  const config = testConfig({
    ...LIVE_VENDORS,
    LOG_LEVEL: 'debug',
    SMTP_URL: smtp.url,
    TWILIO_BASE_URL: `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`,
  });
  const logStream = { write: (line: string) => void logged.push(line) };
  ({ app, jobs } = await buildApp({ config, database: await createTestDatabase(), logStream }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await new Promise((resolve) => twilio?.close(resolve));
});

it('with live vendors, mails the reset link and texts the code, and no log line holds either', async () => {
  const player = await registerPlayer(app);
  const phone = '5559876543';
  await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: player.form.email } });
  await app.inject({
    method: 'POST',
    url: '/api/user/phone',
    headers: bearer(player.token),
    payload: { phone_number: phone },
  });
  await jobs.drain();

  const reset = smtp.received.find((mail) => /^Subject: Reset your password$/m.test(mail.raw));
  expect(reset?.to).toEqual([player.form.email]);
  const link = (reset && textOf(reset))?.match(/https?:\/\/\S+\/password\/reset\/\S+/)?.[0] ?? '';
  const token = link.match(/reset\/([^?]+)/)?.[1] ?? '';
  expect(token.length).toBeGreaterThan(20);
  const code = texts.at(-1)?.match(/\b\d{6}\b/)?.[0] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  // The player opens the link: the page's request is logged too.
  await app.inject({ url: new URL(link).pathname + new URL(link).search });
  const log = logged.join('');
  expect(log).toContain('incoming request');
  for (const secret of [token, link, code, player.form.email, encodeURIComponent(player.form.email), phone]) {
    expect(log, secret).not.toContain(secret);
  }
  expect(log).not.toContain(player.token);
});

it('refuses to start live vendors with a sandbox mailer or texter, or without their settings', () => {
  expect(loadConfig(LIVE_VENDORS)).toMatchObject({ MAIL_VENDOR: 'smtp', SMS_VENDOR: 'twilio' });
  expect(() => loadConfig({ ...LIVE_VENDORS, MAIL_VENDOR: 'sandbox' })).toThrow(/MAIL_VENDOR/);
  expect(() => loadConfig({ ...LIVE_VENDORS, SMS_VENDOR: 'sandbox' })).toThrow(/SMS_VENDOR/);
  for (const missing of ['SMTP_URL', 'MAIL_FROM', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']) {
    expect(() => loadConfig({ ...LIVE_VENDORS, [missing]: undefined }), missing).toThrow(new RegExp(missing));
  }
  expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
    MAIL_VENDOR: 'sandbox',
    SMS_VENDOR: 'sandbox',
  });
});
