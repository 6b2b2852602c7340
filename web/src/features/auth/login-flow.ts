import { ERROR_TEXTS, LOGIN_CODES } from '@casino/contract';

/** A challenge's `ticket` goes back with the answer, so the challenges already passed stay passed. */
export type LoginStep =
  | { kind: 'signed-in'; token: string }
  | { kind: 'two-factor'; message: string; invalid: boolean; ticket?: string }
  | { kind: 'sms'; message: string; ticket?: string }
  | { kind: 'restore'; message: string; ticket?: string }
  | { kind: 'error'; message: string };

/** What the login screen does next for each answer of `POST /api/token-login` (spec §4 codes). */
export function nextLoginStep(body: unknown): LoginStep {
  const data = (body && typeof body === 'object' ? body : {}) as {
    access_token?: unknown;
    code?: unknown;
    message?: unknown;
    login_ticket?: unknown;
  };
  if (typeof data.access_token === 'string' && data.access_token)
    return { kind: 'signed-in', token: data.access_token };
  const message = typeof data.message === 'string' ? data.message : '';
  const ticket = typeof data.login_ticket === 'string' ? { ticket: data.login_ticket } : {};
  switch (data.code) {
    case LOGIN_CODES.twoFactorRequired:
    case LOGIN_CODES.twoFactorInvalid:
      return { kind: 'two-factor', message, invalid: data.code === LOGIN_CODES.twoFactorInvalid, ...ticket };
    case LOGIN_CODES.smsRequired:
      return { kind: 'sms', message, ...ticket };
    case LOGIN_CODES.restoreOffered:
      return { kind: 'restore', message, ...ticket };
    case LOGIN_CODES.error:
    case LOGIN_CODES.closed:
      return { kind: 'error', message: message || ERROR_TEXTS.fallback };
    default:
      return { kind: 'error', message: ERROR_TEXTS.loginNoToken };
  }
}
