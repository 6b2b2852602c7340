import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Every API answer is personal or live (balances, tokens, sessions, games in play), so none may be kept
 * by a browser or a shared cache. The route's pattern decides, not the raw URL, which the router
 * decodes. A route whose answer is public and cacheable sets its own Cache-Control.
 */
const API_CACHE_CONTROL = 'no-store';

/**
 * CSP and the usual headers: nothing is loaded from anywhere but this origin. No route sets its own
 * helmet options or uses CSP nonces, so what helmet sets depends on no request: it is worked out once and
 * given to every reply as Fastify headers (@fastify/helmet rebuilt the middleware, parsing every CSP
 * directive, on each request, a tenth of a play's server time; running the built middleware on each
 * response still cost a play 13 header writes through its chain).
 */
export function registerSecurityHeaders(app: FastifyInstance, production: boolean): void {
  const headers = helmetHeaders(production);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.routeOptions.url?.startsWith('/api/')) reply.header('cache-control', API_CACHE_CONTROL);
    done();
  });
}

/** The helmet middleware this app uses. */
export function appHelmet(production: boolean) {
  return helmet({
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
}

/**
 * The headers the middleware sets, by name, read by running it once on a stand-in response. Its one
 * removal (X-Powered-By) is of a header neither Node nor Fastify sends.
 */
function helmetHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  appHelmet(production)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}
