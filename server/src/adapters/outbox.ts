import type { Database } from '../db/database';
import { MAIL_JOB, type MailMessage } from './mail/mailer';
import { SMS_JOB } from './sms/sms';

/** The sandbox of mail and SMS: messages are kept in the database and listed at /dev/outbox. */
export async function keepInOutbox(
  db: Database,
  channel: 'mail' | 'sms',
  message: MailMessage,
): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values({
      channel,
      recipient: message.to,
      subject: message.subject,
      body: message.body,
      link: message.link ?? null,
    })
    .execute();
}

/**
 * Waits up to `timeoutMs` until every mail and SMS due has been kept (they are jobs the worker runs as
 * soon as their transaction commits, so this takes milliseconds); answers whether none is left. Whoever
 * reads the outbox right after an action (a developer, a test) then sees the message it sent.
 */
export async function outboxSettled(db: Database, timeoutMs = 2_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const waiting = await db
      .selectFrom('jobs')
      .select('id')
      .where('kind', 'in', [MAIL_JOB, SMS_JOB])
      .where((where) =>
        where.or([
          where('status', '=', 'running'),
          where.and([where('status', '=', 'queued'), where('run_at', '<=', new Date())]),
        ]),
      )
      .limit(1)
      .execute();
    if (waiting.length === 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
