import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a balancer or a client may hand us: short, and only characters that cannot break a log line or
 * a header (UUIDs, nginx's $request_id, AWS's `Root=1-…` trace ids pass).
 */
const GIVEN_REQUEST_ID = /^[\w.:=+/-]{1,128}$/;

/**
 * Fastify's `genReqId`: the request's own X-Request-Id when it is a well-formed one (so one id follows
 * the request from the balancer through our log), else a random UUID: unique across instances and
 * restarts, which a per-process counter is not.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The server options that make `requestIdOf` the id (Fastify alone would take the header unchecked). */
export const REQUEST_ID_OPTIONS = { genReqId: requestIdOf, requestIdHeader: false } as const;

/**
 * Answers every request with its id, refusals included, so a player's report or a balancer's log
 * finds the request's lines (each carries it as `reqId`). A callback hook: every play passes here.
 */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
