import { createHash, randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Config } from '../../../config';
import type { Database } from '../../../db/database';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** One checkpoint every this many links keeps any round's hash within that many SHA-256 steps. */
const CHECKPOINT_EVERY = 1_000;
/**
 * Links hashed between two turns of the event loop: a few milliseconds of work, so the server answers
 * requests while a chain of a million links (1-2 s of hashing) is walked at start.
 */
const LINKS_PER_TURN = 5_000;

/**
 * Walks a chain down from its secret last link `seed` = h[length] to h[0], its terminating hash, keeping
 * every CHECKPOINT_EVERY-th link: checkpoints[j] = h[length - j * CHECKPOINT_EVERY]. It yields to the
 * event loop every LINKS_PER_TURN links and stops (throwing the signal's reason) once `signal` aborts.
 */
export async function walkChain(
  seed: string,
  length: number,
  signal?: AbortSignal,
): Promise<{ checkpoints: string[]; terminatingHash: string }> {
  const checkpoints: string[] = [];
  let link = seed;
  for (let k = length; k >= 0; k--) {
    if ((length - k) % CHECKPOINT_EVERY === 0) checkpoints.push(link);
    if (k > 0) link = sha256Hex(link);
    if (k % LINKS_PER_TURN === 0) {
      await nextTurn();
      signal?.throwIfAborted();
    }
  }
  return { checkpoints, terminatingHash: link };
}

/**
 * A crash hash chain (spec fairness.md): the secret last link h[n] is random; h[k-1] = sha256(h[k]) down
 * to the published terminating hash h[0]; round k plays h[k]. Checkpoints of the chain are kept in
 * memory so a round's hash costs at most CHECKPOINT_EVERY hashes; making them costs one pass, walked
 * without holding the event loop (walkChain).
 */
export class CrashChain {
  private constructor(
    readonly id: number,
    readonly length: number,
    readonly terminatingHash: string,
    readonly salt: string,
    private readonly checkpoints: string[],
  ) {}

  /** The hash round `position` (1..length) plays. */
  hashAt(position: number): string {
    if (!Number.isInteger(position) || position < 1 || position > this.length)
      throw new Error(`crash chain ${this.id}: no position ${position}`);
    const j = Math.floor((this.length - position) / CHECKPOINT_EVERY);
    let link = this.checkpoints[j] as string;
    for (let k = this.length - j * CHECKPOINT_EVERY; k > position; k--) link = sha256Hex(link);
    return link;
  }

  /**
   * The newest chain, or a new one when there is none yet or `exhausted` says the newest is used up.
   * Only the crash leader calls it (a new chain is made under its lock); `signal` stops the walk.
   */
  static async current(
    db: Database,
    config: Pick<Config, 'CRASH_CHAIN_LENGTH' | 'CRASH_SALT'>,
    exhausted = false,
    signal?: AbortSignal,
  ): Promise<CrashChain> {
    const row = await db
      .selectFrom('crash_chains')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row && !exhausted) {
      const walked = await walkChain(row.seed, row.length, signal);
      if (walked.terminatingHash !== row.terminating_hash)
        throw new Error(`crash chain ${row.id}: seed does not lead to its terminating hash`);
      return new CrashChain(row.id, row.length, row.terminating_hash, row.salt, walked.checkpoints);
    }
    const seed = randomBytes(32).toString('hex');
    // One pass both fixes the terminating hash and keeps the checkpoints.
    const walked = await walkChain(seed, config.CRASH_CHAIN_LENGTH, signal);
    // The salt is chosen only now, after the chain is fixed, and published with its time.
    const salt = config.CRASH_SALT ?? randomBytes(32).toString('hex');
    const created = await db
      .insertInto('crash_chains')
      .values({
        seed,
        length: config.CRASH_CHAIN_LENGTH,
        terminating_hash: walked.terminatingHash,
        salt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return new CrashChain(
      created.id,
      config.CRASH_CHAIN_LENGTH,
      walked.terminatingHash,
      salt,
      walked.checkpoints,
    );
  }
}
