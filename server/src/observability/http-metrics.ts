import type { FastifyInstance } from 'fastify';
import type { Histogram } from 'prom-client';

/** The routes outside /api/ that are the server's own rather than the web app's files. */
export const OPERATIONS_ROUTES = new Set(['/metrics', '/livez', '/readyz', '/openapi.json']);

/**
 * The route a request is counted under: its pattern (`/api/bets/:id`, never the raw URL, so a series
 * per id cannot grow without bound); `web-app` for the built web app's files and the pages its router
 * takes (one route per hashed file would change with every deploy); `unmatched` for a request no route
 * took and nothing answered.
 */
export function routeLabel(route: string | undefined, status: number): string {
  if (route === undefined) return status < 400 ? 'web-app' : 'unmatched';
  return route.startsWith('/api/') || OPERATIONS_ROUTES.has(route) ? route : 'web-app';
}

/**
 * Times every answered request into `histogram` (its count is the request rate). A callback hook, as
 * the drain's: every play passes here. A series' child is looked up once and kept.
 */
export function measureRequests(
  app: FastifyInstance,
  histogram: Histogram<'method' | 'route' | 'status_class'>,
): void {
  const series = new Map<string, Histogram.Internal<'method' | 'route' | 'status_class'>>();
  app.addHook('onResponse', (request, reply, done) => {
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    const route = request.routeOptions.url;
    const key = `${request.method} ${route} ${statusClass}`;
    let child = series.get(key);
    if (!child) {
      child = histogram.labels({
        method: request.method,
        route: routeLabel(route, reply.statusCode),
        status_class: statusClass,
      });
      series.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });
}
