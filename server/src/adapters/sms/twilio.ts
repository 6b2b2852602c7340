import { PermanentJobError } from '../../jobs';
import type { SmsTransport } from './sms';

/**
 * Live SMS through Twilio's Messages API: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, a
 * form with To, Body and From (a number) or MessagingServiceSid (MG…), HTTP Basic auth with the account
 * SID and auth token. Twilio answers 201 with the message it queued.
 */
export class TwilioSms implements SmsTransport {
  constructor(
    private readonly accountSid: string,
    private readonly authToken: string,
    private readonly from: string,
    private readonly baseUrl: string,
  ) {}

  async deliver(phoneNumber: string, text: string): Promise<void> {
    const form = new URLSearchParams({ To: e164(phoneNumber) });
    form.set(this.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', this.from);
    form.set('Body', text);
    const answer = await fetch(
      new URL(`/2010-04-01/Accounts/${this.accountSid}/Messages.json`, this.baseUrl),
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(10_000),
      },
    );
    if (answer.ok) return;
    // Twilio's error code, never its message: that quotes the number.
    const read = (await answer.json().catch(() => null)) as { code?: unknown } | null;
    const what = `Twilio answered ${answer.status}${typeof read?.code === 'number' ? ` (error ${read.code})` : ''}`;
    // Throttled, down, or refused credentials (fixed by configuration): worth another attempt.
    if (answer.status === 429 || answer.status === 401 || answer.status >= 500) throw new Error(what);
    throw new PermanentJobError(what);
  }
}

/**
 * The number in E.164, as Twilio wants it. Players give US numbers without the country code (spec
 * §7: 10 digits), so those get +1; a longer one already starts with its country code.
 */
export function e164(phoneNumber: string): string {
  return phoneNumber.length === 10 ? `+1${phoneNumber}` : `+${phoneNumber}`;
}
