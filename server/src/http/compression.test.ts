import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type onRequestHookHandler } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppForSuite } from '../test/app';
import { COMPRESS_THRESHOLD_BYTES, registerApiCompression } from './compression';

const rows = Array.from({ length: 80 }, (_, i) => ({ id: String(i), name: `bundle ${i}`, price: '9.99' }));
const big = { data: rows };
const small = { ok: true };

describe('API answers compressed above a size', () => {
  let app: FastifyInstance;
  const sharedHooks: onRequestHookHandler[] = [async () => {}];
  beforeAll(async () => {
    app = Fastify();
    await registerApiCompression(app);
    const shared = { onRequest: sharedHooks };
    app.get('/api/big', shared, async () => big);
    app.get('/api/small', shared, async () => small);
    app.get('/dev/page', async (_request, reply) => reply.type('text/html').send('x'.repeat(5_000)));
  });
  afterAll(() => app.close());

  it('sends a large answer brotli- or gzip-compressed, whichever the client takes', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const brotli = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(big);
    expect(brotli.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 4);

    const gzip = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(big);

    const plain = await app.inject({ url: '/api/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
  });

  it('sends a small answer as it is, and leaves what is not the API alone', async () => {
    const answer = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toEqual(small);
    const page = await app.inject({ url: '/dev/page', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBeUndefined();
  });

  it('leaves a hook list that routes share as it was', () => {
    expect(sharedHooks).toHaveLength(1);
  });
});

describe('the app', () => {
  const t = testAppForSuite();

  it('compresses a public API answer above the threshold', async () => {
    const plain = await t.app.inject({ url: '/api/bundles' });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const brotli = await t.app.inject({ url: '/api/bundles', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });
});
