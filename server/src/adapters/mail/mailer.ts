import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { keepInOutbox, type OutboxMessage } from '../outbox';

export interface Mailer {
  send(message: OutboxMessage): Promise<void>;
}

/** Sandbox mail: nothing leaves the machine; the message is kept in the outbox and logged. */
export class SandboxMailer implements Mailer {
  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: OutboxMessage): Promise<void> {
    await keepInOutbox(this.db, 'mail', message);
    this.log.info(
      { to: message.to, subject: message.subject, link: message.link },
      'mail kept in sandbox outbox',
    );
  }
}
