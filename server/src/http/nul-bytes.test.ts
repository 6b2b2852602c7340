import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { NUL_BYTE_TEXT, refuseNulBytes } from './nul-bytes';

const app = Fastify({ bodyLimit: 1024 * 1024 });
beforeAll(async () => {
  registerErrorHandler(app);
  refuseNulBytes(app);
  app.post('/echo', async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/echo',
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
/** `{"deep": [[[…"inner"…]]]}` as JSON text, written out: JSON.stringify runs out of stack on it. */
const deep = (depth: number, inner: string) =>
  `{"deep":${'['.repeat(depth)}${JSON.stringify(inner)}${']'.repeat(depth)}}`;

describe('NUL characters', () => {
  it('are refused wherever they sit, with the path of the first, in a value or a key', async () => {
    const cases: [unknown, string][] = [
      [{ a: 'x\u0000' }, 'a'],
      [{ a: [1, { b: ['ok', 'y\u0000'] }] }, 'a.1.b.1'],
      [{ a: { 'k\u0000': 1 } }, 'a.k\u0000'],
      [deep(5000, 'z\u0000'), `deep${'.0'.repeat(5000)}`],
    ];
    for (const [payload, path] of cases) {
      const answer = await post(payload);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors).toEqual({ [path]: [NUL_BYTE_TEXT] });
    }
    const header = await app.inject({ method: 'POST', url: '/echo', headers: { 'x-device-fp': 'a\u0000' } });
    expect(header.json().errors).toEqual({ 'x-device-fp': [NUL_BYTE_TEXT] });
  });

  it('let everything else through, however deep', async () => {
    for (const payload of [{ a: 'x', b: [1, null, true, { c: '\\u0000' }] }, deep(5000, 'z')])
      expect((await post(payload)).statusCode).toBe(200);
  });
});
