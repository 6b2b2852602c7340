import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newPlayerForm, type TestApp } from '../test/app';
import { usingRealPostgres } from '../test/database';
import { freePort } from '../test/ports';
import { listenLocally } from '../test/sockets';

// The PostgreSQL tier's Redis fault test: the app with REDIS_URL on a redis-server of its own, killed and
// started again. Never the machine's Redis.
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
const redisMissing = existsSync(REDIS_SERVER)
  ? null
  : `no redis-server at ${REDIS_SERVER}: Redis fault test skipped`;
if (usingRealPostgres && redisMissing) console.warn(redisMissing);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!usingRealPostgres || redisMissing !== null)('a Redis restart', () => {
  let redisPort = 0;
  let redis: ChildProcess | null = null;
  let t: TestApp;
  let socket: Socket;

  async function startRedis(): Promise<void> {
    redis = spawn(
      REDIS_SERVER,
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await sleep(300);
  }
  async function killRedis(): Promise<void> {
    const child = redis;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  const health = async () => (await t.app.inject({ url: '/api/health' })).json();
  async function until(what: string, test: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 200; i++) {
      if (await test()) return;
      await sleep(50);
    }
    throw new Error(`timed out waiting until ${what}`);
  }
  /** A public event published by the app reaches a websocket listener (through the Redis adapter). */
  async function heard(): Promise<boolean> {
    const message = `ping-${Math.random()}`;
    const received = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 2_000);
      socket.once('Announcement', (payload: { message: string }) => {
        clearTimeout(timer);
        resolve(payload.message === message);
      });
    });
    t.infra.hub.publish('announcements', 'Announcement', { message });
    return received;
  }

  beforeAll(async () => {
    redisPort = await freePort();
    await startRedis();
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${redisPort}` });
    const port = await listenLocally(t.app);
    socket = io(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.emit('subscribe', 'announcements');
    await until('Redis is up', async () => (await health()).redis === 'up');
  });
  afterAll(async () => {
    socket?.close();
    await t?.close();
    await killRedis();
  });

  it('the app serves on while Redis is down (rate limits count locally), and realtime works again once it is back', async () => {
    expect(await heard()).toBe(true);
    await killRedis();
    await until('health sees Redis down', async () => (await health()).redis === 'down');
    const down = await t.app.inject({ url: '/api/health' });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ ok: true, database: 'up', redis: 'down' });
    // Sign-up is rate limited: with Redis away it is counted on this instance, and answers at once.
    const started = Date.now();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { form: newPlayerForm() },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);
    // This instance's own listeners still hear its events.
    expect(await heard()).toBe(true);

    await startRedis();
    await until('health sees Redis up', async () => (await health()).redis === 'up');
    await until('realtime goes through Redis again', heard);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { form: newPlayerForm() },
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});
