import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_BUILD_EVENT } from '@casino/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWebBuild } from '../http/web-app';
import { createTestApp, registerPlayer, type TestApp } from '../test/app';
import { usingRealPostgres } from '../test/database';
import { createListeningApp, type ListeningApp, listenLocally } from '../test/sockets';

/** A built web app's folder whose index.html names `build`, as `vite build` writes it. */
function builtWebApp(build: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-build-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><meta name="web-build" content="${build}"></head><body></body></html>`,
  );
  return dir;
}

/** The next `web-build` the socket hears. */
const nextBuild = (socket: Socket) =>
  new Promise<unknown>((resolve) => socket.once(WEB_BUILD_EVENT, resolve));

/** A socket to `port`, listening for `web-build` before it connects (the server says it at once). */
async function connectHearingBuild(
  port: number,
  token?: string,
): Promise<{ socket: Socket; heard: unknown }> {
  let heard: unknown;
  const socket = await new Promise<Socket>((resolve, reject) => {
    void import('socket.io-client').then(({ io }) => {
      const s = io(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        auth: token ? { token } : {},
        reconnection: false,
      });
      s.once(WEB_BUILD_EVENT, (payload) => {
        heard = payload;
        resolve(s);
      });
      s.on('connect_error', reject);
    });
  });
  return { socket, heard };
}

describe('readWebBuild', () => {
  it('reads the build id the web build wrote into index.html', () => {
    const dir = builtWebApp('3f9a1c0de2b47a55');
    expect(readWebBuild(dir)).toBe('3f9a1c0de2b47a55');
    rmSync(dir, { recursive: true });
  });

  it('is null when the app is not built', () => {
    expect(readWebBuild('/nonexistent')).toBeNull();
  });
});

describe('every socket learns the web build its server serves (spec §4 website update)', () => {
  const dist = builtWebApp('build-one');
  let t: ListeningApp;
  beforeAll(async () => {
    t = await createListeningApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true });
  });

  it('a guest’s socket hears it on connect', async () => {
    const { socket, heard } = await connectHearingBuild(t.port);
    expect(heard).toEqual({ build: 'build-one' });
    socket.close();
  });

  it('a signed-in player’s socket hears it on connect', async () => {
    const { token } = await registerPlayer(t.app);
    const { socket, heard } = await connectHearingBuild(t.port, token);
    expect(heard).toEqual({ build: 'build-one' });
    socket.close();
  });
});

// Needs a Redis server (TEST_REDIS_URL); a key prefix of its own keeps it apart from anything else on it.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!usingRealPostgres || !redisUrl)('a rolling deploy (two instances, Redis adapter)', () => {
  const oldDist = builtWebApp('old-build');
  const newDist = builtWebApp('new-build');
  const env = { REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:` };
  let old: TestApp;
  let next: TestApp | undefined;
  beforeAll(async () => {
    old = await createTestApp({ ...env, WEB_DIST: oldDist });
  });
  afterAll(async () => {
    await next?.close();
    await old?.close();
    rmSync(oldDist, { recursive: true });
    rmSync(newDist, { recursive: true });
  });

  it('a tab on an old instance hears the new build once a new instance listens', async () => {
    const { socket, heard } = await connectHearingBuild(await listenLocally(old.app));
    // Its own instance serves its build: nothing to prompt yet.
    expect(heard).toEqual({ build: 'old-build' });
    const announced = nextBuild(socket);
    next = await createTestApp({ ...env, WEB_DIST: newDist }, old.database);
    await listenLocally(next.app);
    expect(await announced).toEqual({ build: 'new-build' });
    socket.close();
  });
});
