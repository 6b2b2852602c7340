import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';

/** Errors as node-postgres and Node raise them when the database is away (what a restart looks like). */
const lostConnections: [string, Error & { code?: string }][] = [
  ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
  ['reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
  [
    'admin shutdown',
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  ],
  ['starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
  ['08006', Object.assign(new Error('connection failure'), { code: '08006' })],
  ['terminated', new Error('Connection terminated unexpectedly')],
  ['pool timeout', new Error('timeout exceeded when trying to connect')],
];

async function answerTo(error: Error) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  const response = await app.inject({ url: '/boom' });
  await app.close();
  return response;
}

describe('error handler', () => {
  it.each(lostConnections)(
    'a lost database connection (%s) is 503 with Retry-After, not 500',
    async (_, error) => {
      const response = await answerTo(error);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({
        message: 'The service is briefly unavailable. Please try again.',
        code: 'UNAVAILABLE',
      });
    },
  );

  it('a deadlock, or a row held past the batch statements’ lock timeout, is 503 busy, not 500', async () => {
    for (const code of ['40P01', '55P03']) {
      const response = await answerTo(Object.assign(new Error('canceling statement'), { code }));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'The service is busy. Please try again in a moment.',
        code: 'UNAVAILABLE',
      });
    }
  });

  it('any other failure stays a 500 that tells nothing', async () => {
    const response = await answerTo(Object.assign(new Error('duplicate key'), { code: '23505' }));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Unable to process your request at this time.',
      code: 'UNKNOWN_ERROR',
    });
  });
});
