import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { registerErrorHandler } from '../http/error-handler';
import { testAppForSuite } from '../test/app';
import { keyedPost, seededPlayer } from '../test/plays';
import { scrapedValue } from '../test/scraped';
import { metricsAccess } from './metrics-access';

const dist = mkdtempSync(join(tmpdir(), 'operations-web-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const t = testAppForSuite({ WEB_DIST: dist });

const scrape = async () => {
  const response = await t.app.inject({ url: '/metrics' });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};

describe("the operator's endpoints", () => {
  it('are real routes: none falls through to the web app, and unknown API paths stay JSON 404s', async () => {
    const livez = await t.app.inject({ url: '/livez' });
    expect(livez.statusCode).toBe(200);
    expect(livez.json()).toEqual({ ok: true });

    const readyz = await t.app.inject({ url: '/readyz' });
    expect(readyz.statusCode).toBe(200);
    expect(readyz.json()).toEqual({
      ready: true,
      checks: {
        database: { ok: true },
        crash: { ok: true, role: 'disabled' },
        jobs: { ok: true, due: expect.any(Number), oldest_due_seconds: expect.any(Number) },
      },
    });

    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({
      ok: true,
      database: 'up',
      kind: t.database.kind,
      crash: 'disabled',
      jobs: 'ok',
    });

    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const url of ['/openapi.json', '/api/docs']) {
      const docs = await t.app.inject({ url });
      expect(docs.headers['content-type']).toMatch(/^application\/json/);
      expect(docs.json().openapi).toBe('3.1.0');
    }

    const page = await t.app.inject({ url: '/casino/dice' });
    expect(page.body).toContain('id="root"');
    const unknown = await t.app.inject({ url: '/api/metrics' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  });

  it('answer every request with its id', async () => {
    const answered = await t.app.inject({ url: '/livez', headers: { 'x-request-id': 'balancer-1f2e3d' } });
    expect(answered.headers['x-request-id']).toBe('balancer-1f2e3d');
  });
});

describe('GET /metrics', () => {
  it("counts a play and its request under the route's pattern, and reads the rest when scraped", async () => {
    const player = await seededPlayer(t.app, 'metrics-seed', ['dicing']);
    const before = await scrape();
    const played = await keyedPost(t.app, '/api/dicing', player.headers, randomUUID(), {
      wager: '1',
      multiplier: 2,
    });
    expect(played.statusCode, played.body).toBe(200);
    const bet = await t.app.inject({ url: `/api/bets/${played.json().bet.id}` });
    expect(bet.statusCode, bet.body).toBe(200);
    expect((await t.app.inject({ url: '/api/no-such-thing/42' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/casino/dicing' })).statusCode).toBe(200);
    const after = await scrape();

    const grew = (name: string, labels: Record<string, string> = {}) =>
      (scrapedValue(after, name, labels) ?? 0) - (scrapedValue(before, name, labels) ?? 0);
    expect(grew('casino_plays_total', { game: 'dicing', coin: 'GC' })).toBe(1);
    expect(grew('casino_play_batches_total')).toBe(1);
    expect(grew('casino_play_batch_plays_total')).toBe(1);
    expect(grew('casino_ledger_transfers_total')).toBe(1);
    const requests = { method: 'POST', route: '/api/dicing', status_class: '2xx' };
    expect(grew('casino_http_request_duration_seconds_count', requests)).toBe(1);
    expect(scrapedValue(after, 'casino_http_request_duration_seconds_sum', requests)).toBeGreaterThan(0);
    // The pattern, never the raw URL: one series for every bet id.
    const detail = { method: 'GET', route: '/api/bets/:id', status_class: '2xx' };
    expect(grew('casino_http_request_duration_seconds_count', detail)).toBe(1);
    expect(after).not.toContain(`/api/bets/${played.json().bet.id}`);
    const unmatched = { method: 'GET', route: 'unmatched', status_class: '4xx' };
    expect(grew('casino_http_request_duration_seconds_count', unmatched)).toBe(1);
    expect(after).not.toContain('no-such-thing');
    const page = { method: 'GET', route: 'web-app', status_class: '2xx' };
    expect(grew('casino_http_request_duration_seconds_count', page)).toBe(1);

    expect(scrapedValue(after, 'casino_ready', { check: 'database' })).toBe(1);
    expect(scrapedValue(after, 'casino_ready', { check: 'jobs' })).toBe(1);
    expect(scrapedValue(after, 'casino_ready', { check: 'crash' })).toBe(1);
    expect(scrapedValue(after, 'casino_jobs', { state: 'dead' })).toBe(0);
    expect(scrapedValue(after, 'casino_job_oldest_due_seconds')).toBeLessThan(60);
    expect(scrapedValue(after, 'casino_redemptions_overdue', { stage: 'payout' })).toBe(0);
    expect(scrapedValue(after, 'casino_redemptions_overdue', { stage: 'review' })).toBe(0);
    expect(scrapedValue(after, 'casino_websocket_connections')).toBe(0);
    expect(scrapedValue(after, 'casino_db_connections_max')).toBe(t.database.connections().max);
    expect(scrapedValue(after, 'casino_db_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(scrapedValue(after, 'casino_db_connection_waiters')).toBeGreaterThanOrEqual(0);
    expect(scrapedValue(after, 'casino_crash_leader')).toBe(0);
    expect(scrapedValue(after, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('has every metric the alert rules (docs/alerts.yaml) name', async () => {
    const rules = parse(readFileSync(new URL('../../../docs/alerts.yaml', import.meta.url), 'utf8'));
    const named = new Set<string>();
    for (const group of rules.groups)
      for (const rule of group.rules)
        for (const metric of String(rule.expr).match(/\b(casino|nodejs)_\w+/g) ?? []) named.add(metric);
    expect(named.size).toBeGreaterThan(8);
    const exposed = new Set([...(await scrape()).matchAll(/^# TYPE (\w+) (\w+)$/gm)].map((type) => type[1]));
    for (const metric of named)
      expect(exposed.has(metric.replace(/_(bucket|count|sum)$/, '')), metric).toBe(true);
  });

  it('refuses, without METRICS_TOKEN, a public address and anything a proxy forwarded', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url: '/metrics', remoteAddress, headers });
    const publicCall = await from('203.0.113.9');
    expect(publicCall.statusCode).toBe(403);
    expect(publicCall.json().code).toBe('FORBIDDEN');
    expect(publicCall.body).not.toContain('casino_');
    expect((await from('2001:db8::7')).statusCode).toBe(403);
    expect((await from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await from('10.0.0.5', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(403);
    for (const privateAddress of ['10.1.2.3', '172.20.0.4', '192.168.1.9', '::ffff:192.168.1.9', 'fd00::5'])
      expect((await from(privateAddress)).statusCode, privateAddress).toBe(200);
  });

  it('with METRICS_TOKEN, answers its bearer from anywhere and nobody else', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/metrics', { onRequest: metricsAccess('a-metrics-token-of-32-characters') }, async () => 'ok');
    const from = (remoteAddress: string, authorization?: string) =>
      app.inject({ url: '/metrics', remoteAddress, headers: authorization ? { authorization } : {} });
    const missing = await from('10.0.0.5');
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect((await from('127.0.0.1', 'Bearer not-the-token')).statusCode).toBe(401);
    expect((await from('203.0.113.9', 'Bearer a-metrics-token-of-32-characters')).statusCode).toBe(200);
    await app.close();
  });
});

describe('GET /api/docs', () => {
  it('is an OpenAPI 3.1 document of the API, made from the routes’ zod schemas', async () => {
    const document = (await t.app.inject({ url: '/api/docs' })).json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Casino API', version: expect.any(String) });
    const paths = Object.keys(document.paths);
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
    expect(paths).toContain('/api/bets/{id}');

    const dice = document.paths['/api/dicing'].post;
    expect(dice.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { wager: expect.any(Object), multiplier: expect.any(Object) },
    });
    expect(dice.responses['200'].content['application/json'].schema.properties).toHaveProperty('bet');
    const chat = document.paths['/api/chat_messages'].post;
    expect(chat.requestBody.content['application/json'].schema.properties).toHaveProperty('body');
    expect(chat.requestBody.content['application/json'].schema.properties).toHaveProperty('roomId');
    expect(Object.keys(chat.responses)).toContain('201');
    expect(Object.keys(document.paths['/api/chat_messages/{roomId}'].get.responses)).toContain('200');

    // Every operation answers something, and every schema in it is a JSON Schema 2020-12 that compiles.
    const ajv = new Ajv2020({ strict: false, validateFormats: false, unicodeRegExp: false });
    let schemas = 0;
    for (const [path, operations] of Object.entries<Record<string, Operation>>(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
        for (const schema of schemasOf(operation)) {
          expect(() => ajv.compile(schema), `${method} ${path}`).not.toThrow();
          schemas++;
        }
      }
    expect(schemas).toBeGreaterThan(100);
  });
});

interface Operation {
  parameters?: { schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses?: Record<string, { content?: Record<string, { schema: object }> }>;
}

function schemasOf(operation: Operation): object[] {
  return [
    ...(operation.parameters ?? []).map((parameter) => parameter.schema),
    ...Object.values(operation.requestBody?.content ?? {}).map((body) => body.schema),
    ...Object.values(operation.responses ?? {}).flatMap((response) =>
      Object.values(response.content ?? {}).map((body) => body.schema),
    ),
  ];
}
