import { crashPoint, previousGameHash } from '@casino/fairness';
import { EDGES, randomHex, type SimGame } from '../game';
import { HmacKey, sha256Bytes, wordsToHexBytes } from '../sha256';
import { latticeChance, winOrLose } from '../stats';

/**
 * Crash as the server's runner plays it (server/src/modules/games/crash): rounds walk a SHA-256 hash
 * chain, each crashing at the package's crashPoint(hash, salt, edge), and an automatic cash-out is paid
 * at exactly its target when target ≤ crash point. That settlement runs inside database transactions, so
 * the start-up check compares against the package functions it calls. Strategy: auto cash-out at a target.
 */
const TARGETS = [1.5, 2, 10, 100] as const;

/** crashPoint's formula on the first 32 bits of HMAC(hash, salt); the start-up check pins it to the package. */
const crashFrom = (x: number, edge: number) =>
  Math.floor(Math.max(1, (2 ** 32 / (x + 1)) * (1 - edge)) * 100) / 100;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A hash chain kept as the 64 hex characters of the current hash (the HMAC key, and what is hashed next). */
class Chain {
  private readonly hash: Uint8Array;
  private readonly salt: Uint8Array;
  private readonly key = new HmacKey('');
  private readonly words = new Int32Array(8);

  constructor(start: string, salt: string) {
    this.hash = encoder.encode(start);
    this.salt = encoder.encode(salt);
  }

  get hashText(): string {
    return decoder.decode(this.hash);
  }

  crash(): number {
    this.key.rekey(this.hash, this.hash.length).digest(this.salt, this.salt.length, this.words);
    return crashFrom((this.words[0] as number) >>> 0, EDGES.crash);
  }

  /** Moves to the next hash down the chain (played in the reverse order; the set of rounds is the same). */
  step(): void {
    wordsToHexBytes(sha256Bytes(this.hash, this.hash.length, this.words), this.hash);
  }
}

function player() {
  const chain = new Chain(randomHex(32), randomHex(32));
  return (out: { returned: Float64Array }) => {
    const point = chain.crash();
    for (let v = 0; v < TARGETS.length; v++) {
      const target = TARGETS[v] as number;
      out.returned[v] = point >= target ? target : 0;
    }
    chain.step();
  };
}

export const crashSim: SimGame = {
  name: 'crash',
  cost: 5,
  variants: TARGETS.map((target) => ({
    label: `cash out ×${target}`,
    // x small means a high crash point: winning x values are a prefix of the 2³² words.
    expected: winOrLose(
      latticeChance((f) => crashFrom(f * 2 ** 32, EDGES.crash) >= target, 'prefix'),
      target,
    ),
    configured: 1 - EDGES.crash,
  })),
  player,
  check(plays) {
    // A few chains, walked step by step beside the package's crashPoint and previousGameHash.
    for (let c = 0; c < 10; c++) {
      const salt = randomHex(c % 2 ? 32 : 5);
      const chain = new Chain(randomHex(32), salt);
      for (let i = 0; i < plays / 10; i++) {
        const hash = chain.hashText;
        const fast = chain.crash();
        const reference = crashPoint(hash, salt, EDGES.crash);
        if (fast !== reference)
          throw new Error(`crash: fast ${fast} but package ${reference} for ${hash} / ${salt}`);
        chain.step();
        if (chain.hashText !== previousGameHash(hash))
          throw new Error(`crash: chain step differs at ${hash}`);
      }
    }
  },
};
