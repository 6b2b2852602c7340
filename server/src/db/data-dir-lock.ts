import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite keeps no lock of its own on its data directory, yet two processes on one directory corrupt it,
 * and a database export reading it while the casino writes would miss those writes. So whoever opens a
 * directory (the server, db:migrate, db:export) first writes its process id into `casino.lock` there,
 * and a second opener is refused while that process lives. A lock left by a process that died (kill -9,
 * a power cut) is taken over; so is one naming this very process, as a container restarted as pid 1 does.
 * Answers the release, which deletes the file.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'casino.lock');
  const mine = String(process.pid);
  try {
    writeFileSync(file, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (holder !== process.pid && isAlive(holder))
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder}: stop it first (the server, ` +
          `db:migrate or db:export). If no such process runs, delete ${file}.`,
      );
    writeFileSync(file, mine);
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === mine) unlinkSync(file);
    } catch {
      // Already gone (its directory was removed): nothing is held.
    }
  };
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
