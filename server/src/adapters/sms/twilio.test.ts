import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PermanentJobError } from '../../jobs';
import { TwilioSms } from './twilio';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'twilio-auth-token-0123';

interface Seen {
  method: string | undefined;
  path: string | undefined;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

describe('live SMS through Twilio', () => {
  let server: Server;
  let baseUrl: string;
  const seen: Seen[] = [];
  let reply: { status: number; body: object } = { status: 201, body: {} };

  beforeAll(async () => {
    // A stand-in for Twilio's API on this machine: it records each request and answers `reply`.
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      request.on('end', () => {
        seen.push({
          method: request.method,
          path: request.url,
          headers: request.headers,
          form: Object.fromEntries(new URLSearchParams(text)),
        });
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
    reply = { status: 201, body: { sid: `SM${'0'.repeat(32)}`, status: 'queued' } };
  });

  it('posts the Messages form with Basic auth: To in E.164, From, Body', async () => {
    await new TwilioSms(SID, TOKEN, '+15005550006', baseUrl).deliver('5551234567', 'Your code is 123456.');
    expect(seen).toEqual([
      {
        method: 'POST',
        path: `/2010-04-01/Accounts/${SID}/Messages.json`,
        headers: expect.objectContaining({
          authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        }),
        form: { To: '+15551234567', From: '+15005550006', Body: 'Your code is 123456.' },
      },
    ]);
  });

  it('sends from a Messaging Service when TWILIO_FROM names one', async () => {
    const service = `MG${'a'.repeat(32)}`;
    await new TwilioSms(SID, TOKEN, service, baseUrl).deliver('447700900123', 'Hi');
    expect(seen[0]?.form).toEqual({ To: '+447700900123', MessagingServiceSid: service, Body: 'Hi' });
  });

  it('gives up on a number Twilio refuses, without quoting it; retries when throttled or down', async () => {
    const twilio = new TwilioSms(SID, TOKEN, '+15005550006', baseUrl);
    reply = {
      status: 400,
      body: {
        code: 21211,
        message: "The 'To' number +15551234567 is not a valid phone number.",
        status: 400,
      },
    };
    const refused = await twilio.deliver('5551234567', 'x').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PermanentJobError);
    expect((refused as Error).message).toBe('Twilio answered 400 (error 21211)');
    for (const status of [429, 500, 503]) {
      reply = { status, body: { code: 20429 } };
      const failed = await twilio.deliver('5551234567', 'x').catch((error: unknown) => error);
      expect(failed, String(status)).toBeInstanceOf(Error);
      expect(failed, String(status)).not.toBeInstanceOf(PermanentJobError);
    }
  });
});
