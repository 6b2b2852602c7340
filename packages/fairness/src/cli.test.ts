import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'packages/fairness/src/cli.ts', ...args], {
    encoding: 'utf8',
  });

// Two cold `tsx` starts: under CI's load they take longer than Vitest's 5 s default.
it('prints one JSON object, or one line on stderr with exit code 2', { timeout: 60_000 }, () => {
  const ok = run('roulette', '--server-seed', 'a'.repeat(64), '--client-seed', 'c', '--nonce', '1');
  expect(ok.status).toBe(0);
  expect(Object.keys(JSON.parse(ok.stdout))).toEqual(['pocket']);

  const bad = run('dice', '--server-seed', 'a'.repeat(64));
  expect(bad.status).toBe(2);
  expect(bad.stdout).toBe('');
  expect(bad.stderr.trim().split('\n')).toEqual(['fair: missing --client-seed']);
});
