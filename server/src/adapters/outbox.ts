import type { Database } from '../db/database';

export interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
  /** The one link the message is about (verification, reset), so a developer can follow it. */
  link?: string;
}

/** The sandbox of mail and SMS: messages are kept in the database and listed at /dev/outbox. */
export async function keepInOutbox(
  db: Database,
  channel: 'mail' | 'sms',
  message: OutboxMessage,
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
