import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { hmacHex } from '../stream';

export const CRASH_DEFAULT_EDGE = 0.01;

/** Crash point of one round: HMAC(gameHash, salt), its first 32 bits, 2^32 / (x + 1) with the edge. */
export function crashPoint(gameHash: string, salt: string, edge = CRASH_DEFAULT_EDGE): number {
  const x = Number.parseInt(hmacHex(gameHash, salt).slice(0, 8), 16);
  return Math.floor(Math.max(1, (2 ** 32 / (x + 1)) * (1 - edge)) * 100) / 100;
}

/** The previous round's hash: each round's hash is the SHA-256 pre-image of the one before it. */
export function previousGameHash(gameHash: string): string {
  return bytesToHex(sha256(utf8ToBytes(gameHash)));
}
