import type { ErrorCode } from '@casino/contract';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 422,
  BAD_REQUEST: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  BANNED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  CLIENT_SEED_REQUIRED: 412,
  TOO_MANY_ATTEMPTS: 429,
  CAPTCHA_FAILED: 422,
  REGION_NOT_AVAILABLE: 422,
  LOCATION_REQUIRED: 422,
  LOCATION_FAILED: 422,
  PLAY_RESTRICTED: 403,
  LIMIT_REACHED: 422,
  VERIFICATION_REQUIRED: 403,
  INSUFFICIENT_FUNDS: 422,
  PAYMENT_FAILED: 402,
  MAINTENANCE: 503,
  UNAVAILABLE: 503,
  UNKNOWN_ERROR: 500,
};

/** The one error type services throw; mapped to HTTP in `http/error-handler.ts`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }
}

/** A 422 about one field, in the `{message, errors: {field: [text]}}` shape. */
export function fieldError(field: string, message: string, code: ErrorCode = 'VALIDATION_FAILED'): AppError {
  return new AppError(code, message, { [field]: [message] });
}
