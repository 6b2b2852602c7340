import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { keepInOutbox } from '../outbox';

export interface SmsSender {
  send(phoneNumber: string, text: string): Promise<void>;
}

/** Sandbox SMS: kept in the outbox beside mail, never sent. */
export class SandboxSms implements SmsSender {
  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(phoneNumber: string, text: string): Promise<void> {
    await keepInOutbox(this.db, 'sms', { to: phoneNumber, subject: 'SMS', body: text });
    this.log.info({ to: phoneNumber }, 'sms kept in sandbox outbox');
  }
}
