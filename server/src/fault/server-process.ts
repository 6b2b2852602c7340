import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { freePort } from '../test/ports';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What `read` answers once it answers something (polled every `everyMs`), or an error naming `what` after
 * `withinMs`: how a fault test waits for a server, a round or a payout to get somewhere.
 */
export async function until<T>(
  what: string,
  withinMs: number,
  read: () => Promise<T | undefined | null | false>,
  everyMs = 10,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value) return value;
    await sleep(everyMs);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The real PostgreSQL URL of the test run, pointed at `schema`. */
export function schemaUrl(url: string, schema: string, applicationName?: string): string {
  const options = `options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const name = applicationName ? `&application_name=${encodeURIComponent(applicationName)}` : '';
  return `${url}${url.includes('?') ? '&' : '?'}${options}${name}`;
}

/** What every fault-tier server runs with: quiet, no captcha, no web app, short crash rounds. */
export function serverEnv(databaseUrl: string, port: number): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    CRASH_ENABLED: 'true',
    CRASH_BETTING_MS: '400',
    CRASH_PAUSE_MS: '100',
    CRASH_GROWTH: '1',
    CRASH_CHAIN_LENGTH: '1000',
  };
}

/** A server process of the fault tier: how to reach it, and how it ended. */
export class ServerProcess {
  private constructor(
    readonly child: ChildProcess,
    readonly baseUrl: string,
    readonly port: number,
    /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
    readonly exited: Promise<number | null>,
  ) {}

  /**
   * Spawns `command` (by default `node --import tsx server/src/main.ts`, as players' servers run it)
   * with the fault tier's environment and `env` over it, and waits until /api/health answers 200.
   */
  static async start(
    env: (port: number) => Record<string, string>,
    command: [string, ...string[]] = [process.execPath, '--import', 'tsx', 'server/src/main.ts'],
  ): Promise<ServerProcess> {
    const port = await freePort();
    const [file, ...args] = command;
    const child = spawn(file, args, {
      env: { ...process.env, ...env(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const server = new ServerProcess(child, `http://127.0.0.1:${port}`, port, exited);
    // Generous: on a loaded CI host, compiling the server's sources at start took over 30 s (stop 47's
    // run, at a tenth of the host's usual speed); what the fault tests time is what happens after.
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const up = await fetch(`${server.baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return server;
      await sleep(100);
    }
    throw new Error('the server did not come up');
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Sends `signal` and waits for the exit (at most `withinMs`); the milliseconds it took, or null. */
  async stop(signal: NodeJS.Signals, withinMs = 30_000): Promise<number | null> {
    if (!this.running) return 0;
    const sent = Date.now();
    this.child.kill(signal);
    const ended = await Promise.race([this.exited.then(() => true), sleep(withinMs).then(() => false)]);
    return ended ? Date.now() - sent : null;
  }

  /** Every process below this one (a launcher's children and theirs), read from `ps`. */
  descendants(): number[] {
    return descendantsOf(this.child.pid as number);
  }
}

/** The ids of every process below `pid`, from `ps`. */
export function descendantsOf(pid: number): number[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  let parents = [pid];
  while (parents.length) {
    const children = table.filter(([, ppid]) => parents.includes(ppid)).map(([child]) => child);
    found.push(...children);
    parents = children;
  }
  return found;
}

/** Whether a process with this id still runs (a zombie waiting for its parent does not). */
export function alive(pid: number): boolean {
  try {
    const state = execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    return state !== '' && !state.startsWith('Z');
  } catch {
    // ps exits 1 when no such process exists.
    return false;
  }
}
