import { z } from 'zod';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { type JobHandler, PermanentJobError } from '../../jobs';
import { queueMessage } from '../message-jobs';

/** How the product sends SMS: queued, then delivered by the `sms.send` job. */
export interface SmsSender {
  /** Queues the text; within `trx` it leaves only if that transaction commits. */
  send(phoneNumber: string, text: string, trx?: Trx): Promise<void>;
}

/** Who delivers a queued SMS: the sandbox outbox or Twilio (SMS_VENDOR). */
export interface SmsTransport {
  /** Throws to be retried, `PermanentJobError` when retrying cannot help (a number the vendor refuses). */
  deliver(phoneNumber: string, text: string): Promise<void>;
}

export const SMS_JOB = 'sms.send';

/**
 * A code expires in 10 minutes: five attempts (about half a minute of back-off with the defaults) and
 * then dead, rather than a text that arrives an hour late.
 */
const SMS_MAX_ATTEMPTS = 5;

const smsSchema = z.object({ to: z.string().min(1), text: z.string().min(1) });

/** The product's SMS sender: every text is a durable job, sent as soon as its transaction commits. */
export class QueuedSms implements SmsSender {
  constructor(private readonly db: Database) {}

  async send(phoneNumber: string, text: string, trx?: Trx): Promise<void> {
    await queueMessage(this.db, trx, {
      kind: SMS_JOB,
      payload: { to: phoneNumber, text },
      maxAttempts: SMS_MAX_ATTEMPTS,
    });
  }
}

/** The `sms.send` job: hands the queued text to the configured transport. */
export function smsJobHandler(transport: SmsTransport): JobHandler {
  return async (job) => {
    const sms = smsSchema.safeParse(job.payload);
    if (!sms.success) throw new PermanentJobError('the queued SMS is malformed');
    await transport.deliver(sms.data.to, sms.data.text);
  };
}
