import { z } from 'zod';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { type JobHandler, PermanentJobError } from '../../jobs';
import { queueMessage } from '../message-jobs';

/** What the product mails: a recipient, a subject, a plain-text body and the one link it is about. */
export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  /** The one link the message is about (verification, reset), so a developer can follow it. */
  link?: string;
}

/** How the product sends mail: queued, then delivered by the `mail.send` job. */
export interface Mailer {
  /** Queues the mail; within `trx` it leaves only if that transaction commits. */
  send(message: MailMessage, trx?: Trx): Promise<void>;
}

/** Who delivers a queued mail: the sandbox outbox or an SMTP server (MAIL_VENDOR). */
export interface MailTransport {
  /**
   * Delivers the mail; `messageKey` is the same on every attempt of one mail, so a retry after a crash
   * carries the same Message-ID. Throws to be retried, `PermanentJobError` when retrying cannot help.
   */
  deliver(message: MailMessage, messageKey: string): Promise<void>;
}

export const MAIL_JOB = 'mail.send';

const mailSchema = z.object({
  to: z.string().min(3),
  subject: z.string(),
  body: z.string(),
  link: z.string().optional(),
});

/** The product's mailer: every mail is a durable job, so a crash or an SMTP outage loses none. */
export class QueuedMailer implements Mailer {
  constructor(private readonly db: Database) {}

  async send(message: MailMessage, trx?: Trx): Promise<void> {
    await queueMessage(this.db, trx, { kind: MAIL_JOB, payload: mailSchema.parse(message) });
  }
}

/** The `mail.send` job: hands the queued mail to the configured transport. */
export function mailJobHandler(transport: MailTransport): JobHandler {
  return async (job) => {
    const message = mailSchema.safeParse(job.payload);
    if (!message.success) throw new PermanentJobError('the queued mail is malformed');
    await transport.deliver(message.data, job.key);
  };
}
