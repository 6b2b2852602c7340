import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { WEB_BUILD_META } from '@casino/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the build puts its hashed files (Vite's assetsDir). */
const ASSETS = '/assets/';

/**
 * Serves the built web app, brotli- or gzip-compressed where the browser accepts it (copies written at
 * build): hashed assets under assets/ cached for a year as immutable, index.html asked again each time
 * (`no-cache`: a revalidation, answered 304 while unchanged), and every other GET outside /api answered
 * with index.html so the browser's router can take the path. Unknown /api paths stay JSON 404s, and an
 * unknown file under assets/ a plain one.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir);
  const built = existsSync(resolve(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (web/scripts/precompress.mjs): sent when the browser takes them.
      preCompressed: true,
      // Our own cache-control below: with send's on, its 'public, max-age=0' replaced it on every file, so
      // browsers asked again for hashed assets that never change.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.includes(ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The same URL is sent brotli, gzip or plain by what the browser accepts: a shared cache (a CDN,
        // a proxy) must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Not found.', code: 'NOT_FOUND' });
    }
    if (!built)
      return reply.status(404).type('text/plain').send('The web app is not built: run `npm run build`.');
    // A chunk this build does not have (a tab opened before a deploy asks for the last build's): a 404,
    // which the screen loader retries and then offers to reload for; index.html in its place would be
    // refused as a script, and a shared cache could keep it. Not cached: another instance may have it.
    if (request.url.startsWith(ASSETS)) {
      return reply.status(404).header('cache-control', 'no-store').type('text/plain').send('Not found.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/**
 * The id of the web build in `distDir` (the `web-build` meta its index.html carries, written by the
 * build), or null when the app is not built or the meta is missing (a development server).
 */
export function readWebBuild(distDir: string): string | null {
  const index = resolve(distDir, 'index.html');
  if (!existsSync(index)) return null;
  const meta = new RegExp(`<meta name="${WEB_BUILD_META}" content="([\\w-]{1,64})"`);
  return meta.exec(readFileSync(index, 'utf8'))?.[1] ?? null;
}
