import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/app';
import { createTestDatabase } from '../test/database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it("take a well-formed X-Request-Id, answer with it and write it on every line of the request's log", async () => {
    const lines: Record<string, unknown>[] = [];
    const database = await createTestDatabase();
    const { app } = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database,
      logStream: { write: (line) => void lines.push(JSON.parse(line)) },
    });
    try {
      await app.ready();
      const given = 'lb-7f3a9c.42:Root=1-5f84c7a1';
      const answered = await app.inject({ url: '/api/site-config', headers: { 'x-request-id': given } });
      expect(answered.statusCode).toBe(200);
      expect(answered.headers['x-request-id']).toBe(given);
      const ofRequest = lines.filter((line) => line.reqId === given);
      expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      // No line about the request carries another id.
      const aboutIt = lines.filter((line) => JSON.stringify(line).includes('/api/site-config'));
      expect(aboutIt.every((line) => line.reqId === given)).toBe(true);

      // Too long, or characters a log line or header must not carry: a random UUID instead.
      for (const refused of ['a'.repeat(129), 'two words', '<script>', '"quoted"']) {
        const made = await app.inject({ url: '/livez', headers: { 'x-request-id': refused } });
        expect(made.headers['x-request-id'], refused).toMatch(UUID);
      }
      // Without one, each request gets its own UUID, not a per-process counter.
      const ids = new Set<unknown>();
      for (let i = 0; i < 3; i++) ids.add((await app.inject({ url: '/livez' })).headers['x-request-id']);
      expect(ids.size).toBe(3);
      for (const id of ids) expect(id).toMatch(UUID);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
