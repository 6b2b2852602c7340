import { ERROR_TEXTS } from '@casino/contract';

export interface ReadError {
  message: string;
  code: string | number;
  status: number;
  fields: Record<string, string[]>;
}

/**
 * The generic error reader of spec §8: the message comes from `errors` (joined by commas), else
 * `error`, else `message`; the code from `code`, else the HTTP status, else UNKNOWN_ERROR.
 */
export function readError(status: number, body: unknown): ReadError {
  const data = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const fields = isFieldErrors(data.errors) ? data.errors : {};
  const fromErrors = Object.values(fields).flat().join(', ');
  const message =
    fromErrors ||
    (typeof data.error === 'string' && data.error) ||
    (typeof data.message === 'string' && data.message) ||
    ERROR_TEXTS.fallback;
  const code =
    typeof data.code === 'string' || typeof data.code === 'number'
      ? data.code
      : status > 0
        ? status
        : 'UNKNOWN_ERROR';
  return { message, code, status, fields };
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((s) => typeof s === 'string'))
  );
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | number,
    message: string,
    readonly fields: Record<string, string[]> = {},
    readonly headers: Headers = new Headers(),
  ) {
    super(message);
  }

  /** The first message for one form field, if the server named it. */
  field(name: string): string | undefined {
    return this.fields[name]?.[0];
  }
}
