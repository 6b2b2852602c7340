import { bytesToHex } from '@noble/hashes/utils.js';
import { hmacSha256, sha256Hex } from '#hmac';

/** The seeds a play is computed from (fairness.md "Seeds"). */
export interface SeedPair {
  /** 64 lowercase hex characters; used as HMAC key in its text form, not decoded. */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const BYTES_PER_ROUND = 32;
const BYTES_PER_FLOAT = 4;

/** sha256 of the server seed's text, in hex: the commitment shown before any play. */
export function hashServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** HMAC_SHA256(key, message) over UTF-8 text, in hex. */
export function hmacHex(key: string, message: string): string {
  return bytesToHex(hmacSha256(key, message));
}

/**
 * The byte stream: round r is HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${r}`), 32 bytes each,
 * emitted in order. A game that starts at a cursor skips that many bytes first.
 */
export function* bytes(seeds: SeedPair, cursor = 0): Generator<number> {
  for (let round = Math.floor(cursor / BYTES_PER_ROUND); ; round++) {
    const block = hmacSha256(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:${round}`);
    const start = round === Math.floor(cursor / BYTES_PER_ROUND) ? cursor % BYTES_PER_ROUND : 0;
    for (let i = start; i < BYTES_PER_ROUND; i++) yield block[i] as number;
  }
}

/** float = b0/256 + b1/256² + b2/256³ + b3/256⁴ over consecutive groups of 4 bytes, in [0, 1). */
export function* floatStream(seeds: SeedPair, cursor = 0): Generator<number> {
  const source = bytes(seeds, cursor);
  for (;;) {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < BYTES_PER_FLOAT; i++) {
      scale /= 256;
      value += (source.next().value as number) * scale;
    }
    yield value;
  }
}

/** The first `count` floats of a play. */
export function floats(seeds: SeedPair, count: number, cursor = 0): number[] {
  const out: number[] = [];
  const stream = floatStream(seeds, cursor);
  for (let i = 0; i < count; i++) out.push(stream.next().value as number);
  return out;
}

/** Draws values from a pool without replacement: each float picks `floor(f * remaining)` and removes it. */
export function splice<T>(pool: readonly T[], picks: Iterable<number>, count: number): T[] {
  const remaining = [...pool];
  const chosen: T[] = [];
  for (const f of picks) {
    if (chosen.length >= count) break;
    chosen.push(remaining.splice(Math.floor(f * remaining.length), 1)[0] as T);
  }
  return chosen;
}
