import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { usingRealPostgres } from '../test/database';
import { ownSchema } from './own-schema';
import { alive, ServerProcess, serverEnv } from './server-process';

// A process manager (systemd, Docker, a PaaS) stops `npm run serve` by signalling the process it
// started, npm. The signal must reach the server, and nothing may be left serving once npm is gone.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!usingRealPostgres)('npm run serve and signals', () => {
  const { serverUrl } = ownSchema('serve', async () => {
    await npm?.stop('SIGKILL');
    // An orphan left by a failed run must not outlive the test.
    for (const pid of seen) if (alive(pid)) process.kill(pid, 'SIGKILL');
  });
  // `npm run serve` runs the compiled server: built here when its sources changed since the last build.
  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale', 'server'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  });
  let npm: ServerProcess | null = null;
  /** Every process seen below npm in any test, killed at the end if a failed run left it. */
  const seen: number[] = [];

  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s to npm stops the server it runs: no orphan keeps serving',
    async (signal) => {
      const started = await ServerProcess.start(
        (port) => serverEnv(serverUrl(), port),
        ['npm', 'run', '--silent', 'serve'],
      );
      npm = started;
      const below = started.descendants();
      seen.push(...below);
      expect(below.length).toBeGreaterThan(0);

      const tookMs = await started.stop(signal, 20_000);
      expect(tookMs, 'npm is still running').not.toBeNull();
      // npm waits for its script, so everything below it has gone by the time it exits.
      await sleep(200);
      const left = below.filter(alive);
      const stillServing = await fetch(`${started.baseUrl}/api/health`).then(
        () => true,
        () => false,
      );
      console.info(
        `${signal} to npm run serve: npm exited after ${tookMs} ms; processes left: [${left.join(', ')}]`,
      );
      expect(left).toEqual([]);
      expect(stillServing).toBe(false);
    },
  );
});
