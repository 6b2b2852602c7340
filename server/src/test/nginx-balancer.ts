import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';

/** Debian's nginx (`apt-get install nginx`), or the one NGINX_PATH names; null when there is none. */
export const NGINX_BINARY =
  [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(
    (path): path is string => Boolean(path) && existsSync(path as string),
  ) ?? null;

/** The shipped balancer configuration: what the test and the benchmark run. */
const SHIPPED_CONFIG = new URL('../../../deploy/nginx/casino.conf', import.meta.url);

/** An answer through the balancer, and the port of the instance that gave it. */
export interface BalancedReply {
  status: number;
  body: Record<string, unknown> | null;
  /** The instance's port, from the test's own `X-Upstream` header (the last one tried). */
  upstream: number | null;
}

/**
 * nginx with deploy/nginx/casino.conf in front of instances on this machine: a process of the caller's
 * own on a free port, its prefix, configuration, logs and pid in a temporary directory (nothing under
 * /etc, no service). Only the upstream servers and the listen address differ from the shipped file; the
 * wrapper adds `X-Upstream` to every answer, so a test can tell which instance answered.
 * Clients choose what the balancer sees as their address by binding to one of 127.0.0.0/8 (`from`).
 */
export class NginxBalancer {
  private constructor(
    readonly port: number,
    private readonly child: ChildProcess,
    private readonly dir: string,
    private readonly exited: Promise<unknown>,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  static async start(instancePorts: number[]): Promise<NginxBalancer> {
    if (!NGINX_BINARY) throw new Error('nginx is not installed (apt-get install nginx, or set NGINX_PATH)');
    const dir = mkdtempSync(join(tmpdir(), 'casino-nginx-'));
    const port = await freePort();
    writeFileSync(join(dir, 'casino.conf'), balancerConfig(instancePorts, port));
    writeFileSync(join(dir, 'nginx.conf'), wrapperConfig(dir));
    const child = spawn(
      NGINX_BINARY,
      [
        '-p',
        dir,
        '-c',
        join(dir, 'nginx.conf'),
        '-e',
        join(dir, 'error.log'),
        '-g',
        `daemon off; pid ${join(dir, 'nginx.pid')};`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const balancer = new NginxBalancer(port, child, dir, exited);
    for (let i = 0; i < 100; i++) {
      if (child.exitCode !== null) break;
      const up = await balancer.call('127.0.0.1', 'GET', '/api/health').then(
        (reply) => reply.status === 200,
        () => false,
      );
      if (up) return balancer;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
    await balancer.stop();
    throw new Error(`nginx did not come up: ${log.slice(-2000)}`);
  }

  /** One request through the balancer from the local address `from` (127.x.y.z), JSON both ways. */
  call(
    from: string,
    method: string,
    path: string,
    payload?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<BalancedReply> {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          localAddress: from,
          agent: false,
          headers: {
            ...headers,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          timeout: 15_000,
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () => {
            const tried = String(response.headers['x-upstream'] ?? '').split(/[,:]\s*/);
            const upstream = Number(tried[tried.length - 1]) || null;
            let json: Record<string, unknown> | null = null;
            try {
              json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
            } catch {
              json = null;
            }
            resolve({ status: response.statusCode ?? 0, body: json, upstream });
          });
        },
      );
      request.on('error', reject);
      request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)));
      request.end(body);
    });
  }

  /**
   * Client addresses (127.0.0.2 onwards) grouped by the instance port the balancer sends them to, at
   * least `each` for every instance: a test reaches a chosen instance through the balancer this way.
   */
  async clientAddresses(instancePorts: number[], each = 1): Promise<Map<number, string[]>> {
    const byInstance = new Map<number, string[]>(instancePorts.map((port) => [port, []]));
    for (let host = 2; host < 255; host++) {
      const from = `127.0.0.${host}`;
      const { upstream } = await this.call(from, 'GET', '/api/health');
      if (upstream !== null) byInstance.get(upstream)?.push(from);
      if ([...byInstance.values()].every((addresses) => addresses.length >= each)) return byInstance;
    }
    throw new Error(`the balancer sent no ${each} of 253 client addresses to every instance`);
  }

  /** Socket.IO client options that connect from the local address `from` (both transports). */
  static socketOptionsFrom(from: string) {
    // engine.io-client types `agent` as string | boolean; in Node it is handed to http and ws as is.
    return { agent: new http.Agent({ localAddress: from }) as unknown as string, localAddress: from };
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    await this.exited;
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** deploy/nginx/casino.conf with `instancePorts` as its upstream servers, listening on `port`. */
function balancerConfig(instancePorts: number[], port: number): string {
  const shipped = readFileSync(SHIPPED_CONFIG, 'utf8');
  const serverLine = /^( *)server 127\.0\.0\.1:\d+( [^;\n]*)?;\n/m;
  const [line, indent, parameters = ''] = serverLine.exec(shipped) ?? [];
  const listen = /^( *)listen 80;$/m;
  if (!line || !listen.test(shipped))
    throw new Error('deploy/nginx/casino.conf: no "server 127.0.0.1:<port> ...;" or "listen 80;" line');
  const servers = instancePorts.map((p) => `${indent}server 127.0.0.1:${p}${parameters};\n`).join('');
  // The shipped instances' lines give way to the test's, in their place.
  let first = true;
  return shipped
    .replace(new RegExp(serverLine.source, 'gm'), () => {
      const text = first ? servers : '';
      first = false;
      return text;
    })
    .replace(listen, `$1listen 127.0.0.1:${port};`);
}

/** nginx.conf around it: every path in the temporary prefix, one worker, the test's `X-Upstream`. */
function wrapperConfig(dir: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
${temp}
  # Inherited by casino.conf's server and locations while they add no header of their own.
  add_header X-Upstream $upstream_addr always;
  include ${join(dir, 'casino.conf')};
}
`;
}
