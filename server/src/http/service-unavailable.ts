import { ERROR_TEXTS } from '@casino/contract';
import { AppError } from './errors';

/** Seconds a client is asked to wait before retrying while the database or Redis comes back. */
export const RETRY_AFTER_SECONDS = 2;

/** Node socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down), too many connections. */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03', '53300']);
/** Messages of node-postgres and pg-pool for a lost or unobtainable connection (they carry no code). */
const LOST_CONNECTION = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection is closed',
];

/**
 * Whether `error` says the database (or Redis) was out of reach rather than that the request was wrong:
 * such a request can succeed as soon as the service is back, so it is answered 503 with Retry-After.
 */
export function isConnectionLost(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (SOCKET_CODES.has(code) || SERVER_GOING_AWAY.has(code) || code.startsWith('08')) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return LOST_CONNECTION.some((text) => message.includes(text));
}

export function serviceUnavailable(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', ERROR_TEXTS.serviceUnavailable, undefined, {
    'retry-after': String(RETRY_AFTER_SECONDS),
  });
}
