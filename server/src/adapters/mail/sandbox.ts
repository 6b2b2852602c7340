import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { keepInOutbox } from '../outbox';
import type { MailMessage, MailTransport } from './mailer';

/**
 * Sandbox mail: nothing leaves the machine; the mail is kept in the outbox (`/dev/outbox`). The log
 * says only that one was kept: its link signs a player in or resets a password.
 */
export class SandboxMailTransport implements MailTransport {
  constructor(
    private readonly db: Database,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
  ) {}

  async deliver(message: MailMessage): Promise<void> {
    await keepInOutbox(this.db, 'mail', message);
    this.log.info({ subject: message.subject }, 'mail kept in sandbox outbox');
  }
}
