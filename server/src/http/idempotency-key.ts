import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fieldError } from './errors';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const KEY = /^[A-Za-z0-9_\-:.]{1,64}$/;

/**
 * The key that makes a coin-moving call happen once: the client's Idempotency-Key header, which it
 * sends again when it retries the same action; without one, a key of this request's own, so that the
 * server's own retries of it are still safe.
 */
export function idempotencyKey(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return randomUUID();
  if (typeof key !== 'string' || !KEY.test(key))
    throw fieldError(
      IDEMPOTENCY_KEY_HEADER,
      'The Idempotency-Key must be 1 to 64 letters, digits or _ - : . characters.',
    );
  return key;
}
