import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { isConnectionLost, serviceUnavailable } from './service-unavailable';

/** Maps every thrown error to the one `{message, code}` body; unknown errors never leak details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const lost = isConnectionLost(thrown);
    if (lost) request.log.warn({ err: thrown }, 'database or Redis out of reach');
    const error = lost ? serviceUnavailable() : thrown;
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
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Unable to process your request at this time.', code: 'UNKNOWN_ERROR' });
  });
}
