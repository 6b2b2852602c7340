import type { FastifyError, FastifyInstance } from 'fastify';
import { isTransient } from '../db/failures';
import { AppError } from './errors';

/** Seconds a client waits before it retries a call the database could not take (with the same key). */
const RETRY_AFTER_SECONDS = '1';

/** Maps every thrown error to the one `{message, code}` body; unknown errors never leak details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (error.validation || error.statusCode === 400) {
      return reply.status(422).send({ message: 'The given data was invalid.', code: 'VALIDATION_FAILED' });
    }
    if (error.statusCode === 413) {
      return reply.status(413).send({ message: 'The request is too large.', code: 'VALIDATION_FAILED' });
    }
    if (isTransient(error)) {
      // The database was out of reach or kept deadlocking: nothing is wrong with the request, so the
      // client may send it again (its idempotency key makes that safe for coin-moving calls).
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send({ message: 'The service is busy. Please try again in a moment.', code: 'UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Unable to process your request at this time.', code: 'UNKNOWN_ERROR' });
  });
}
