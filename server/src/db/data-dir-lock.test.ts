import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe("the embedded database directory's lock", () => {
  let dir: string;
  const lockFile = () => join(dir, 'casino.lock');
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'casino-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is held by this process until released', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a directory a live process holds, naming it', () => {
    writeFileSync(lockFile(), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${process.ppid}: stop it first`));
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over the lock of a process that died', () => {
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(lockFile(), gone.stdout.trim());
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });
});
