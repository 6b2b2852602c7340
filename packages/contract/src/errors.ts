/** Stable error codes of the API; every error body is `{message, code}` (422 adds `errors`). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'BANNED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'CLIENT_SEED_REQUIRED',
  'TOO_MANY_ATTEMPTS',
  'CAPTCHA_FAILED',
  'REGION_NOT_AVAILABLE',
  'LOCATION_REQUIRED',
  'LOCATION_FAILED',
  'PLAY_RESTRICTED',
  'LIMIT_REACHED',
  'VERIFICATION_REQUIRED',
  'INSUFFICIENT_FUNDS',
  'PAYMENT_FAILED',
  'MAINTENANCE',
  'UNAVAILABLE',
  'UNKNOWN_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  message: string;
  code: ErrorCode | number;
  errors?: Record<string, string[]>;
}

/** Texts from the spec's error catalogue (§8) that both server and web use. */
export const ERROR_TEXTS = {
  unauthenticated: 'Unauthenticated.',
  banned: 'banned',
  accountDisabled: 'Account Disabled',
  /** A kick (spec §4): every session ended by staff; the player may sign in again. */
  signedOutByStaff: 'You have been signed out.',
  fallback: 'Unable to process your request at this time.',
  /** 503 UNAVAILABLE while the database (or Redis) is out of reach, e.g. during a restart. */
  serviceUnavailable: 'The service is briefly unavailable. Please try again.',
  networkError: 'Network Error, Try again or contact support.',
  loginFailedTitle: 'Failed to login',
  loginNoToken: 'Login not possible. Try again in few minutes.',
  twoFactorLength: 'Token should be 6 digits in length.',
  smsCodeLength: 'Code needs to 6 characters',
} as const;

/** 'Too many attempts. Try again in N minute(s)', N from the rate-limit reset header (seconds), default 10. */
export function tooManyAttemptsText(resetSeconds?: number | null): string {
  const minutes = resetSeconds && resetSeconds > 0 ? Math.ceil(resetSeconds / 60) : 10;
  return `Too many attempts. Try again in ${minutes} minute(s)`;
}

export const RATE_LIMIT_RESET_HEADER = 'x-ratelimit-reset';
