import { HmacKey } from './sha256';

/**
 * The fairness byte stream (packages/fairness/src/stream.ts) for one play, computed block by block
 * only as far as the game reads: block r is HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${r}`) and
 * each 4 bytes make one float b0/256 + b1/256² + b2/256³ + b3/256⁴, which is exactly the big-endian
 * word / 2³², so float i is word i of the digest stream over 2³².
 */
export class PlayStream {
  private readonly key: HmacKey;
  private readonly prefix: Uint8Array;
  private readonly message = new Uint8Array(256);
  private readonly words = new Int32Array(8 * 64);
  private blocks = 0;
  private nonce = 0;

  constructor(serverSeed: string, clientSeed: string) {
    this.key = new HmacKey(serverSeed);
    this.prefix = new TextEncoder().encode(`${clientSeed}:`);
    if (this.prefix.length > 200) throw new Error('client seed too long for the simulation buffer');
    this.message.set(this.prefix);
  }

  /** Starts the play at `nonce`: nothing is hashed until a float is read. */
  play(nonce: number): this {
    this.nonce = nonce;
    this.blocks = 0;
    return this;
  }

  /** Float `i` of the current play (0-based), in [0, 1). */
  float(i: number): number {
    const block = i >> 3;
    while (this.blocks <= block) this.hashBlock(this.blocks++);
    return ((this.words[i] as number) >>> 0) / 2 ** 32;
  }

  /** The first `count` floats, as an array (what the package's `floats()` returns). */
  floats(count: number): number[] {
    const out = new Array<number>(count);
    for (let i = 0; i < count; i++) out[i] = this.float(i);
    return out;
  }

  /** Floats in order from 0, for the package's iterator-driven games (war, tower). */
  iterator(): Iterator<number> {
    return new FloatIterator(this);
  }

  private hashBlock(round: number): void {
    if (round >= 64) throw new Error('a play read more than 64 blocks');
    let at = this.prefix.length;
    at = writeDecimal(this.message, at, this.nonce);
    this.message[at++] = 0x3a; // ':'
    at = writeDecimal(this.message, at, round);
    this.key.digest(this.message, at, this.words.subarray(round * 8, round * 8 + 8));
  }
}

/** Writes a non-negative integer's decimal digits (what `${n}` gives) and returns the new end. */
function writeDecimal(buffer: Uint8Array, at: number, n: number): number {
  const text = String(n);
  for (let i = 0; i < text.length; i++) buffer[at + i] = text.charCodeAt(i);
  return at + text.length;
}

/** A class rather than a closure: tsx's keep-names wrapper makes closures costly in a hot loop. */
class FloatIterator implements Iterator<number> {
  private i = 0;
  constructor(private readonly stream: PlayStream) {}
  next(): IteratorResult<number> {
    return { value: this.stream.float(this.i++), done: false };
  }
}
