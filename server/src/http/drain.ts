import { ERROR_TEXTS } from '@casino/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { RETRY_AFTER_SECONDS } from './error-handler';

/** The HTTP side of a deploy's shutdown (main.ts: SIGTERM or SIGINT closes the app). */
export interface Drain {
  /** Resolves once no request is in flight; call it after draining has begun. */
  requestsAnswered(): Promise<void>;
}

/** Fastify's own 503 while closing has another shape: the drain hook answers instead. */
export const DRAIN_SERVER_OPTIONS = { return503OnClosing: false } as const;

/**
 * From the first step of `app.close()` on, the instance takes no new work: every new request is
 * answered 503 `UNAVAILABLE` with `Connection: close` (a keep-alive client opens its next connection
 * to another instance) and `/api/health` answers 503 `draining`, so a load balancer stops sending.
 * Requests already in flight run to their end, their answers closing their connections too. Register
 * it before any other hook (a refused request must not reach authentication or a rate limit), on a
 * server built with `DRAIN_SERVER_OPTIONS`.
 */
export function registerDrain(app: FastifyInstance): Drain {
  let draining = false;
  /** The requests in flight, by their replies: once draining, each closes its connection as it answers. */
  const inFlight = new Set<FastifyReply>();
  const waiting = new Set<() => void>();

  app.addHook('preClose', async () => {
    draining = true;
    for (const reply of inFlight) reply.header('connection', 'close');
  });
  // A callback hook, not an async one: every request passes here, and a promise each cost a play its share.
  app.addHook('onRequest', (request, reply, done) => {
    if (draining) {
      reply.status(503).header('connection', 'close').header('retry-after', RETRY_AFTER_SECONDS);
      const refusal = { message: ERROR_TEXTS.serviceUnavailable, code: 'UNAVAILABLE' };
      reply.send(
        request.routeOptions.url === '/api/health' ? { ok: false, draining: true, ...refusal } : refusal,
      );
      return;
    }
    inFlight.add(reply);
    // 'close' comes once the answer is sent or the client has gone, whichever ends the request.
    reply.raw.once('close', () => {
      inFlight.delete(reply);
      if (inFlight.size > 0) return;
      for (const resolve of waiting) resolve();
      waiting.clear();
    });
    done();
  });

  return {
    requestsAnswered: () =>
      inFlight.size === 0
        ? Promise.resolve()
        : new Promise((resolve) => {
            waiting.add(resolve);
          }),
  };
}

/** Runs one step of the shutdown and logs how long it took (the operator reads where the time went). */
export async function shutdownStep(log: FastifyBaseLogger, step: string, run: () => Promise<unknown>) {
  const began = performance.now();
  await run();
  log.info({ step, ms: Math.round(performance.now() - began) }, `shutdown: ${step}`);
}
