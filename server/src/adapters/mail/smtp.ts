import { createTransport, type Transporter } from 'nodemailer';
import { PermanentJobError } from '../../jobs';
import type { MailMessage, MailTransport } from './mailer';

interface SmtpFailure {
  code?: string;
  responseCode?: number;
}

/**
 * Live mail through an SMTP server (SMTP_URL, MAIL_FROM): one connection per mail, short timeouts so a
 * server out of reach fails the attempt and the job retries it later.
 */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;
  private readonly domain: string;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    this.domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  }

  async deliver(message: MailMessage, messageKey: string): Promise<void> {
    try {
      await this.transporter.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.body,
        messageId: `<${messageKey}@${this.domain}>`,
      });
    } catch (error) {
      throw smtpFailure(error as SmtpFailure);
    }
  }
}

/**
 * The failure without the server's words, which quote the recipient (personal data in logs and in the
 * job's last error). A 5xx reply refuses the mail for good (no such mailbox), except a refused login,
 * which a corrected SMTP_URL fixes: that one, like a 4xx or an unreachable server, is retried.
 */
function smtpFailure(error: SmtpFailure): Error {
  const what = `SMTP ${error.code ?? 'error'}${error.responseCode ? ` ${error.responseCode}` : ''}`;
  if (error.responseCode && error.responseCode >= 500 && error.code !== 'EAUTH')
    return new PermanentJobError(`${what}: the server refused the mail`);
  return new Error(`${what}: the mail was not taken, will retry`);
}
