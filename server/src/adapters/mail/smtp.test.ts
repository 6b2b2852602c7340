import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentJobError } from '../../jobs';
import { startFakeSmtp, textOf } from './fake-smtp';
import { SmtpMailTransport } from './smtp';

const FROM = 'Casino <no-reply@casino.test>';
const MAIL = {
  to: 'ada@example.com',
  subject: 'Reset your password',
  body: 'Choose a new one here: https://casino.test/password/reset/tok123?email=ada%40example.com',
  link: 'https://casino.test/password/reset/tok123?email=ada%40example.com',
};

describe('live mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());

  it('logs in with the URL’s credentials and sends the mail from MAIL_FROM, its Message-ID the job’s key', async () => {
    await new SmtpMailTransport(smtp.url, FROM).deliver(MAIL, 'mail.send-1234');
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ user: 'mailer', from: 'no-reply@casino.test', to: ['ada@example.com'] });
    expect(mail?.raw).toMatch(/^From: Casino <no-reply@casino\.test>$/m);
    expect(mail?.raw).toMatch(/^To: ada@example\.com$/m);
    expect(mail?.raw).toMatch(/^Subject: Reset your password$/m);
    expect(mail?.raw).toMatch(/^Message-ID: <mail\.send-1234@casino\.test>$/m);
    expect(mail?.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(mail && textOf(mail)).toBe(`${MAIL.body}\r\n`);
  });

  it('gives up on a mailbox the server refuses, without quoting the address', async () => {
    smtp.refuse.add('gone@example.com');
    const failure = await new SmtpMailTransport(smtp.url, FROM)
      .deliver({ ...MAIL, to: 'gone@example.com' }, 'mail.send-gone')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PermanentJobError);
    expect(String((failure as Error).message)).not.toContain('gone@example.com');
  });

  it('retries a refused login and a server out of reach', async () => {
    const wrongPassword = smtp.url.replace('mail-secret', 'wrong');
    for (const url of [wrongPassword, 'smtp://mailer:mail-secret@127.0.0.1:9']) {
      const failure = await new SmtpMailTransport(url, FROM)
        .deliver(MAIL, 'mail.send-retry')
        .catch((error: unknown) => error);
      expect(failure, url).toBeInstanceOf(Error);
      expect(failure, url).not.toBeInstanceOf(PermanentJobError);
      expect(String((failure as Error).message)).not.toContain('ada@example.com');
    }
  });
});
