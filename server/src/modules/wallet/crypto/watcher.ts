import type { FastifyBaseLogger } from 'fastify';
import type { ChainDeposit } from '../../../adapters/chain/interface';
import type { DepositPorts } from '../ports';
import { observeDeposit } from './deposits';
import { openDeposits, settledHashes } from './repository';

/** How far back the watcher asks the chain for new deposits; older open ones are asked about by hash. */
const WATCH_WINDOW_MS = 24 * 3_600_000;

/**
 * One pass of the deposit watcher: every deposit the chain shows that is not settled here yet, and
 * every open deposit older than the window, is applied (recorded, confirmed, credited once). Every
 * instance may run it at once: each deposit's row lock makes them take turns. Answers how many it applied.
 */
export async function watchDeposits(ports: DepositPorts): Promise<number> {
  const chain = ports.chain;
  if (!chain) return 0;
  const recent = await chain.depositsSince(new Date(Date.now() - WATCH_WINDOW_MS));
  const seen = new Map(recent.map((d) => [d.txHash, d]));
  for (const open of await openDeposits(ports.db, 500)) {
    if (seen.has(open.tx_hash)) continue;
    const deposit = await chain.deposit(open.tx_hash);
    if (deposit) seen.set(deposit.txHash, deposit);
  }
  const settled = await settledHashes(ports.db, [...seen.keys()]);
  const pending: ChainDeposit[] = [...seen.values()].filter((d) => !settled.has(d.txHash));
  for (const deposit of pending) await observeDeposit(ports, deposit);
  return pending.length;
}

/** Runs the watcher every `everyMs` (one pass at a time); answers how to stop it. */
export function startDepositWatcher(
  ports: DepositPorts,
  everyMs: number,
  log: FastifyBaseLogger,
): () => Promise<void> {
  if (!ports.chain || everyMs <= 0) return async () => {};
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => watchDeposits(ports))
      .catch((error: unknown) => log.error({ err: error }, 'crypto deposit watcher failed'));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
