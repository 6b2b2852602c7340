import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as the SMTP server received it: who logged in (with the right password), the envelope, the raw message. */
export interface ReceivedMail {
  user: string | undefined;
  from: string | undefined;
  to: string[];
  raw: string;
}

/**
 * A local SMTP server for contract tests (plain SMTP on 127.0.0.1, login required): it keeps every mail,
 * and refuses a recipient listed in `refuse` with 550 as a real server refuses an unknown mailbox.
 */
export async function startFakeSmtp(credentials = { user: 'mailer', password: 'mail-secret' }) {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.password)
        return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address))
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          user: session.user as string | undefined,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    refuse,
    url: `smtp://${credentials.user}:${credentials.password}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mail's text as the reader sees it (nodemailer sends it quoted-printable). */
export function textOf(mail: ReceivedMail): string {
  const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n') + 4);
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
