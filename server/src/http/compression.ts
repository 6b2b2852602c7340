import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** API answers below this go as they are: compressing them saves less than it costs (and a header). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * API answers above COMPRESS_THRESHOLD_BYTES go brotli- or gzip-compressed when the client accepts it
 * (a 5.8 KB lobby answer is 1.2 KB gzipped). Only /api routes: the web app's files are compressed once,
 * at build (http/web-app.ts), and Socket.IO is no Fastify route. Registered before any route: the plugin
 * hooks each route as it is added.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook (hooks run in the order added).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) {
      route.compress = false;
      return;
    }
    // The plugin pushes its hooks onto a route's hook arrays; several routes share one options object
    // (`{ onRequest: [requirePlayer(...), ...] }`), whose array would gain a hook per route.
    if (Array.isArray(route.onRequest)) route.onRequest = [...route.onRequest];
    if (Array.isArray(route.onSend)) route.onSend = [...route.onSend];
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Request bodies are taken as sent: no client of ours compresses them, and inflating them would let
    // a small body grow past the body limit's meaning.
    globalDecompression: false,
  });
}
