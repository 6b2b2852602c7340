import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { LOG_REDACTION } from './log-redaction';
import { requestLoggerFactory } from './request-logger';

/** An app logging at `level` with the app's redaction, a route that logs `line` at warn, and what it wrote. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level, redact: LOG_REDACTION, stream: { write: (line) => void lines.push(JSON.parse(line)) } },
    childLoggerFactory: requestLoggerFactory,
  });
  const child = vi.spyOn(app.log, 'child');
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.warn({ player: { email: 'ann@example.com', id: 7 } }, 'something to see');
    request.log.debug('below the level');
    return { ok: true };
  });
  await app.ready();
  return { app, lines, child };
}

describe('request loggers', () => {
  it('are made only for a request that logs a line its level lets through', async () => {
    const { app, lines, child } = await appLoggingAt('warn');
    await app.inject({ url: '/quiet' });
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);

    await app.inject({ url: '/warns' });
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'something to see',
      reqId: expect.any(String),
      player: { email: '[Redacted]', id: 7 },
    });
    await app.close();
  });

  it("write every line of the request's level and above with its id, as pino's own child does", async () => {
    const { app, lines } = await appLoggingAt('debug');
    await app.inject({ url: '/warns' });
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'something to see',
      'below the level',
      'request completed',
    ]);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(1);
    await app.close();
  });
});
