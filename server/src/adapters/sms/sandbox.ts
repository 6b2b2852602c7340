import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { keepInOutbox } from '../outbox';
import type { SmsTransport } from './sms';

/** Sandbox SMS: kept in the outbox beside mail, never sent; the log names neither number nor code. */
export class SandboxSmsTransport implements SmsTransport {
  constructor(
    private readonly db: Database,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
  ) {}

  async deliver(phoneNumber: string, text: string): Promise<void> {
    await keepInOutbox(this.db, 'sms', { to: phoneNumber, subject: 'SMS', body: text });
    this.log.info('sms kept in sandbox outbox');
  }
}
