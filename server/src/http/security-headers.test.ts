import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { appHelmet, registerSecurityHeaders } from './security';

/** The headers helmet's own middleware sends on a real response, by name. */
async function helmetSends(production: boolean): Promise<Record<string, string>> {
  const middleware = appHelmet(production);
  const server = createServer((request, response) => middleware(request, response, () => response.end('x')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await new Promise((resolve) => server.close(resolve));
  const sent = Object.fromEntries(answer.headers);
  for (const own of ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
    delete sent[own];
  return sent;
}

describe('security headers', () => {
  for (const production of [true, false]) {
    it(`are the ones helmet sends, on every answer (${production ? 'production' : 'development'})`, async () => {
      const expected = await helmetSends(production);
      expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
      expect(expected['content-security-policy']).toContain("default-src 'self'");
      const app = Fastify();
      registerSecurityHeaders(app, production);
      app.get('/api/thing', async () => ({ ok: true }));
      app.get('/page', async () => 'page');
      app.get('/api/broken', async () => {
        throw new Error('boom');
      });
      for (const url of ['/api/thing', '/page', '/api/broken', '/nowhere']) {
        const answer = await app.inject({ url });
        expect(answer.headers, url).toMatchObject(expected);
      }
      expect((await app.inject({ url: '/api/thing' })).headers['cache-control']).toBe('no-store');
      expect((await app.inject({ url: '/page' })).headers['cache-control']).toBeUndefined();
      await app.close();
    });
  }
});
