import { ERROR_TEXTS, type ErrorCode } from '@casino/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isConnectionLost, isLockTimeout, isTransient } from '../db/failures';
import { InsufficientFunds } from '../ledger/insufficient-funds';
import { AppError } from './errors';
import { schemaRefusal } from './typed-routes';

const INVALID_DATA = 'The given data was invalid.';
/** Seconds a client waits before it retries a call the database could not take (with the same key). */
export const RETRY_AFTER_SECONDS = '1';
/** Other 4xx statuses a plugin may throw, under the code the API uses for them. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_ATTEMPTS',
};

/**
 * Fastify's own refusals of a request (body type, JSON syntax, size, URL) in the API's terms. Their
 * 4xx status is the client's mistake; without this they would fall through to the 500 branch.
 */
function frameworkRefusal(error: FastifyError): AppError | null {
  const status = error.statusCode ?? 500;
  const refused = schemaRefusal(error);
  if (refused) return refused;
  if (error.validation) return new AppError('VALIDATION_FAILED', INVALID_DATA);
  if (status === 415)
    return new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the request body as JSON (Content-Type: application/json).',
    );
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return new AppError('VALIDATION_FAILED', 'The request body is not valid JSON.');
  if (status === 400) return new AppError('VALIDATION_FAILED', INVALID_DATA);
  if (status > 400 && status < 500)
    return new AppError(CODE_BY_STATUS[status] ?? 'BAD_REQUEST', error.message || INVALID_DATA);
  return null;
}

/** A refusal in the API's terms: a service's AppError, the ledger's own error (it knows no HTTP), Fastify's. */
function refusalOf(thrown: FastifyError | AppError | InsufficientFunds): AppError | null {
  if (thrown instanceof AppError) return thrown;
  if (thrown instanceof InsufficientFunds) return new AppError('INSUFFICIENT_FUNDS', thrown.message);
  return frameworkRefusal(thrown);
}

/** Maps every thrown error to the one `{message, code}` body; unknown errors never leak details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError | InsufficientFunds, request, reply) => {
    const error = refusalOf(thrown);
    if (error) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (isTransient(thrown) || isLockTimeout(thrown)) {
      // The database was out of reach, kept deadlocking or held a row too long: nothing is wrong with the
      // request, so the client may send it again (its idempotency key makes that safe for coin-moving calls).
      request.log.warn({ err: thrown }, 'database unavailable or busy');
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send({
          message: isConnectionLost(thrown)
            ? ERROR_TEXTS.serviceUnavailable
            : 'The service is busy. Please try again in a moment.',
          code: 'UNAVAILABLE',
        });
    }
    request.log.error({ err: thrown }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Unable to process your request at this time.', code: 'UNKNOWN_ERROR' });
  });
}
