import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { SandboxSmsTransport } from './sandbox';
import type { SmsTransport } from './sms';
import { TwilioSms } from './twilio';

/** The transport SMS_VENDOR names; config.ts has refused a Twilio one without its three settings. */
export function smsTransport(config: Config, db: Database, log: FastifyBaseLogger): SmsTransport {
  return config.SMS_VENDOR === 'twilio'
    ? new TwilioSms(
        config.TWILIO_ACCOUNT_SID as string,
        config.TWILIO_AUTH_TOKEN as string,
        config.TWILIO_FROM as string,
        config.TWILIO_BASE_URL,
      )
    : new SandboxSmsTransport(db, log);
}
