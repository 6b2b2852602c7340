import { request as httpRequest } from 'node:http';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { DRAIN_SERVER_OPTIONS, registerDrain } from './drain';

interface Answer {
  status: number;
  connection: string | undefined;
  body: unknown;
}

/** One request on a connection of its own, with the headers fetch would hide. */
function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: JSON.parse(text) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

it('once closing, new requests get 503 UNAVAILABLE with Connection: close, health says draining, and a request in flight is answered first', async () => {
  const app = Fastify(DRAIN_SERVER_OPTIONS);
  const drain = registerDrain(app);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived: () => void = () => {};
  const inHandler = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  app.get('/api/slow-play', async () => {
    arrived();
    await held;
    return { played: true };
  });
  app.get('/api/health', async () => ({ ok: true }));
  app.get('/api/user', async () => ({ id: '1' }));
  app.addHook('preClose', () => drain.requestsAnswered());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;

  expect((await get(port, '/api/health')).status).toBe(200);
  const inFlight = get(port, '/api/slow-play');
  await inHandler;
  let closed = false;
  const closing = app.close().then(() => {
    closed = true;
  });

  expect(await get(port, '/api/user')).toEqual({
    status: 503,
    connection: 'close',
    body: { message: 'The service is briefly unavailable. Please try again.', code: 'UNAVAILABLE' },
  });
  expect(await get(port, '/api/health')).toMatchObject({
    status: 503,
    connection: 'close',
    body: { ok: false, draining: true, code: 'UNAVAILABLE' },
  });
  expect(closed).toBe(false);

  release();
  expect(await inFlight).toEqual({ status: 200, connection: 'close', body: { played: true } });
  await closing;
  expect(closed).toBe(true);
});
