import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Every API answer is personal or live (balances, tokens, sessions, games in play), so none may be kept
 * by a browser or a shared cache. The route's pattern decides, not the raw URL, which the router
 * decodes. A route whose answer is public and cacheable sets its own Cache-Control.
 */
const API_CACHE_CONTROL = 'no-store';

/**
 * CSP and the usual headers: nothing is loaded from anywhere but this origin. The helmet middleware is
 * built once and applied in one hook: @fastify/helmet rebuilt it (parsing every CSP directive) on each
 * request, a tenth of a play's server time. No route sets its own helmet options or uses CSP nonces.
 */
export function registerSecurityHeaders(app: FastifyInstance, production: boolean): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        // The identity flow is framed by our own pages: the sandbox's is one of ours, Veriff's is theirs.
        frameSrc: ["'self'", 'https://*.veriff.me', 'https://*.veriff.com'],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url?.startsWith('/api/')) reply.header('cache-control', API_CACHE_CONTROL);
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
