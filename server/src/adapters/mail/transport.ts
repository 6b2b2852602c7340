import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { MailTransport } from './mailer';
import { SandboxMailTransport } from './sandbox';
import { SmtpMailTransport } from './smtp';

/** The transport MAIL_VENDOR names; config.ts has refused an smtp one without SMTP_URL and MAIL_FROM. */
export function mailTransport(config: Config, db: Database, log: FastifyBaseLogger): MailTransport {
  return config.MAIL_VENDOR === 'smtp'
    ? new SmtpMailTransport(config.SMTP_URL as string, config.MAIL_FROM as string)
    : new SandboxMailTransport(db, log);
}
