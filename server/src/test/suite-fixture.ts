import { afterAll, beforeAll } from 'vitest';

/**
 * What `start` builds (an app, a database) for the calling suite: started before its tests, closed
 * after them. Its fields are read through once the suite's tests run; reading one sooner is an error.
 */
export function suiteFixture<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.close());
  return new Proxy({} as T, {
    get: (_, field) => {
      if (!started) throw new Error('a suite’s fixture starts before the suite’s tests');
      const value = Reflect.get(started, field);
      // A method runs on what was started, not on this stand-in (a Fastify app reads its own fields).
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
