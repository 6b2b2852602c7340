import type { FastifyRequest } from 'fastify';

const CENSORED = '[Redacted]';

/**
 * Fields no log line may carry, at the top of a logged object or one level down (`{ player: { email } }`):
 * credentials, one-time codes and links, and a player's personal data. A vendor's error, which may quote
 * them, is logged by its code, never its words (adapters/mail/smtp.ts, adapters/sms/twilio.ts).
 */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'password',
  'password_confirmation',
  'current_password',
  'token',
  'access_token',
  'login_ticket',
  'secret',
  'two_factor_code',
  'verification_code',
  'recovery_code',
  'ssn',
  'tin',
  'email',
  'phone',
  'phone_number',
  'to',
  'link',
  'text',
];

/** pino's `redact` option for the app's logger. */
export const LOG_REDACTION = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-hmac-signature"]',
    'req.headers["x-aptpay-signature"]',
    'res.headers["set-cookie"]',
    ...SECRET_FIELDS,
    ...SECRET_FIELDS.map((field) => `*.${field}`),
  ],
  censor: CENSORED,
};

const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_FIELDS.join('|')})=)[^&#]*`, 'gi');

/**
 * The pages a mailed link opens carry its one-time token in the path and the player's address in the
 * query (`/password/reset/<token>?email=…`, `/email/verify/<token>`): the request log keeps neither,
 * nor any query value named like a secret field.
 */
export function redactedUrl(url: string): string {
  return url
    .replace(/^(\/(?:password\/reset|email\/verify)\/)[^/?#]+/, `$1${CENSORED}`)
    .replace(SECRET_QUERY, `$1${CENSORED}`);
}

/** Fastify's request serializer, with the URL redacted as above. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
