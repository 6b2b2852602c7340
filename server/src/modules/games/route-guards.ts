import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';

/**
 * A path the games do not know (an unknown game, history tab or bet id) is a 404 in the route's own
 * words, answered before its schemas read the request, as it was before they were declared.
 */
export function notFoundUnless(param: string, known: (value: string) => boolean, message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const value = (request.params as Record<string, string | undefined>)[param];
    if (value === undefined || !known(value)) throw new AppError('NOT_FOUND', message);
  };
}
