import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../../config';
import type { Database } from '../../../db/database';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** One checkpoint every this many links keeps any round's hash within that many SHA-256 steps. */
const CHECKPOINT_EVERY = 1_000;

/**
 * A crash hash chain (spec fairness.md): the secret last link h[n] is random; h[k-1] = sha256(h[k]) down
 * to the published terminating hash h[0]; round k plays h[k]. Checkpoints of the chain are kept in
 * memory so a round's hash costs at most CHECKPOINT_EVERY hashes, and making them costs one pass.
 */
export class CrashChain {
  private readonly checkpoints: string[] = [];

  private constructor(
    readonly id: number,
    readonly length: number,
    readonly terminatingHash: string,
    readonly salt: string,
    seed: string,
  ) {
    // checkpoints[j] = h[length - j * CHECKPOINT_EVERY]
    let link = seed;
    for (let k = length; k >= 0; k--) {
      if ((length - k) % CHECKPOINT_EVERY === 0) this.checkpoints.push(link);
      if (k > 0) link = sha256Hex(link);
    }
    if (link !== terminatingHash)
      throw new Error(`crash chain ${id}: seed does not lead to its terminating hash`);
  }

  /** The hash round `position` (1..length) plays. */
  hashAt(position: number): string {
    if (!Number.isInteger(position) || position < 1 || position > this.length)
      throw new Error(`crash chain ${this.id}: no position ${position}`);
    const j = Math.floor((this.length - position) / CHECKPOINT_EVERY);
    let link = this.checkpoints[j] as string;
    for (let k = this.length - j * CHECKPOINT_EVERY; k > position; k--) link = sha256Hex(link);
    return link;
  }

  /** The newest chain, or a new one when there is none yet or `exhausted` says the newest is used up. */
  static async current(
    db: Database,
    config: Pick<Config, 'CRASH_CHAIN_LENGTH' | 'CRASH_SALT'>,
    exhausted = false,
  ): Promise<CrashChain> {
    const row = await db
      .selectFrom('crash_chains')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row && !exhausted)
      return new CrashChain(row.id, row.length, row.terminating_hash, row.salt, row.seed);
    const seed = randomBytes(32).toString('hex');
    let terminatingHash = seed;
    for (let k = 0; k < config.CRASH_CHAIN_LENGTH; k++) terminatingHash = sha256Hex(terminatingHash);
    // The salt is chosen only now, after the chain is fixed, and published with its time.
    const salt = config.CRASH_SALT ?? randomBytes(32).toString('hex');
    const created = await db
      .insertInto('crash_chains')
      .values({ seed, length: config.CRASH_CHAIN_LENGTH, terminating_hash: terminatingHash, salt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return new CrashChain(created.id, config.CRASH_CHAIN_LENGTH, terminatingHash, salt, seed);
  }
}
