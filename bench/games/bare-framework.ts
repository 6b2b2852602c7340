import { spawn } from 'node:child_process';
import { measure } from '../lib/measure';
import { HttpClient } from './http-client';

/**
 * Dice-shaped JSON POSTs per second against a bare Fastify (bare-fastify.mjs) in its own process, with
 * the same client and concurrency as the plays: what the framework alone would answer on this machine.
 */
export async function bareFrameworkRate(workers: number, seconds: number) {
  const port = 3990 + Math.floor(Math.random() * 9);
  const server = spawn(process.execPath, [new URL('./bare-fastify.mjs', import.meta.url).pathname], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    const client = new HttpClient(`http://127.0.0.1:${port}`);
    await client.waitUntilUp();
    const play = { wager: '1', over: true, multiplier: 2, target: 50 };
    return await measure(workers, seconds, () => client.json('POST', '/api/dicing', play, 'a-token'));
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}
