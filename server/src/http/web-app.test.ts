import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerApiCompression } from './compression';
import { serveWebApp } from './web-app';

const script = `console.log(${JSON.stringify('a hashed chunk '.repeat(200))});`;
const page = `<!doctype html><title>Casino</title><div id="root"></div><!--${'x'.repeat(2_000)}-->`;
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built web app', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'assets/index-AbC123.js'), script);
    writeFileSync(join(dist, '.build-inputs'), `${'f'.repeat(64)}\n`);
    // The build's own step writes the .br and .gz copies (npm run build -w web).
    execFileSync(process.execPath, ['web/scripts/precompress.mjs', dist]);
    app = Fastify();
    // As app.ts has it: API compression is registered too, and must leave the files as they are.
    await registerApiCompression(app);
    await serveWebApp(app, dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends hashed assets cached for a year, brotli-compressed when the browser takes it', async () => {
    const compressed = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(YEAR_IMMUTABLE);
  });

  it('sends the gzip copy to a browser that takes gzip but not brotli', async () => {
    const gzipped = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
  });

  it('sends index.html compressed and asked again each time, at its own path and for every app path', async () => {
    for (const url of ['/index.html', '/', '/casino/dice']) {
      const answer = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(answer.rawPayload).toString(), url).toBe(page);
    }
    const plain = await app.inject({ url: '/casino/dice' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(page);
  });

  it('answers a revalidation of index.html with 304 and no body', async () => {
    const first = await app.inject({ url: '/casino/dice', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({
      url: '/casino/dice',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('keeps the build stamp (a dotfile) to itself', async () => {
    const stamp = await app.inject({ url: '/.build-inputs' });
    expect(stamp.body).not.toContain('f'.repeat(64));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const api = await app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  });

  it('answers a chunk the build does not have with a 404, not index.html (a tab from before a deploy)', async () => {
    const gone = await app.inject({ url: '/assets/index-Old999.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^text\/plain/);
    expect(gone.headers['cache-control']).toBe('no-store');
    expect(gone.body).not.toContain('<title>');
  });
});
