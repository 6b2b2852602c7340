/**
 * SHA-256 and HMAC-SHA256 in plain JS over 32-bit words, for the simulation's hot loop only.
 * Why not node:crypto: on a small machine createHmac costs ~7 µs a call, most of it object set-up, and
 * the simulation needs tens of millions of calls. Here a key's two padded blocks are compressed once
 * (the "midstates"), so a short message costs two compressions and no allocation. Start-up checks
 * compare every path against node:crypto and the fairness package before anything is measured.
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const IV = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const W = new Int32Array(64);

/** One compression of the 16 big-endian words in `block` into `state` (in place). */
function compress(state: Int32Array, block: Int32Array): void {
  for (let i = 0; i < 16; i++) W[i] = block[i] as number;
  for (let i = 16; i < 64; i++) {
    const w15 = W[i - 15] as number;
    const w2 = W[i - 2] as number;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    W[i] = ((W[i - 16] as number) + s0 + (W[i - 7] as number) + s1) | 0;
  }
  let a = state[0] as number;
  let b = state[1] as number;
  let c = state[2] as number;
  let d = state[3] as number;
  let e = state[4] as number;
  let f = state[5] as number;
  let g = state[6] as number;
  let h = state[7] as number;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + (K[i] as number) + (W[i] as number)) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = ((state[0] as number) + a) | 0;
  state[1] = ((state[1] as number) + b) | 0;
  state[2] = ((state[2] as number) + c) | 0;
  state[3] = ((state[3] as number) + d) | 0;
  state[4] = ((state[4] as number) + e) | 0;
  state[5] = ((state[5] as number) + f) | 0;
  state[6] = ((state[6] as number) + g) | 0;
  state[7] = ((state[7] as number) + h) | 0;
}

const BLOCK = new Int32Array(16);
const STATE = new Int32Array(8);

/**
 * Continues a hash from `state` (which has already absorbed `prefixBytes` bytes, a multiple of 64) over
 * `message`, pads, and writes the 8 digest words to `out`.
 */
function finish(
  state: Int32Array,
  prefixBytes: number,
  message: Uint8Array,
  length: number,
  out: Int32Array,
) {
  const s = STATE;
  s.set(state);
  const total = prefixBytes + length;
  // Message plus 0x80 plus the 8-byte length, rounded up to whole blocks.
  const blocks = Math.ceil((length + 9) / 64);
  for (let blk = 0; blk < blocks; blk++) {
    for (let w = 0; w < 16; w++) {
      let word = 0;
      for (let k = 0; k < 4; k++) {
        const at = blk * 64 + w * 4 + k;
        const byte = at < length ? (message[at] as number) : at === length ? 0x80 : 0;
        word = (word << 8) | byte;
      }
      BLOCK[w] = word;
    }
    if (blk === blocks - 1) {
      BLOCK[14] = Math.floor((total * 8) / 2 ** 32);
      BLOCK[15] = (total * 8) | 0;
    }
    compress(s, BLOCK);
  }
  out.set(s);
}

const encoder = new TextEncoder();

/** SHA-256 of the first `length` bytes, as 8 big-endian words. */
export function sha256Bytes(bytes: Uint8Array, length: number, out = new Int32Array(8)): Int32Array {
  finish(IV, 0, bytes, length, out);
  return out;
}

/** SHA-256 of a text's UTF-8 bytes, as 8 big-endian words. */
export function sha256Words(text: string, out = new Int32Array(8)): Int32Array {
  const bytes = encoder.encode(text);
  return sha256Bytes(bytes, bytes.length, out);
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const HEX_CODES = new TextEncoder().encode('0123456789abcdef');

/** Lowercase hex of digest words. */
export function wordsToHex(words: Int32Array): string {
  let hex = '';
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as number;
    hex +=
      (HEX[(w >>> 24) & 255] as string) +
      (HEX[(w >>> 16) & 255] as string) +
      (HEX[(w >>> 8) & 255] as string) +
      (HEX[w & 255] as string);
  }
  return hex;
}

/** Lowercase hex of digest words as ASCII bytes (64 of them) into `out` at `at`: the text, without a string. */
export function wordsToHexBytes(words: Int32Array, out: Uint8Array, at = 0): void {
  for (let i = 0; i < 8; i++) {
    const w = words[i] as number;
    for (let nibble = 0; nibble < 8; nibble++) {
      out[at + i * 8 + nibble] = HEX_CODES[(w >>> (28 - 4 * nibble)) & 15] as number;
    }
  }
}

/** HMAC-SHA256 under one key, with the key's ipad and opad blocks compressed once. */
export class HmacKey {
  private readonly inner = new Int32Array(8);
  private readonly outer = new Int32Array(8);
  private readonly innerDigest = new Int32Array(8);
  private readonly outerBlock = new Int32Array(16);
  private readonly pad = new Int32Array(16);

  constructor(key: string | Uint8Array) {
    // The outer message is always the 32-byte inner digest: padding and length (96 bytes) are fixed.
    this.outerBlock[8] = 0x80000000 | 0;
    this.outerBlock[15] = (64 + 32) * 8;
    const bytes = typeof key === 'string' ? encoder.encode(key) : key;
    this.rekey(bytes, bytes.length);
  }

  /** Switches to the key made of the first `length` bytes (UTF-8 of the key text). */
  rekey(key: Uint8Array, length: number): this {
    let bytes = key;
    let size = length;
    // RFC 2104: a key longer than the block is replaced by its hash.
    if (size > 64) {
      const words = sha256Bytes(key, length);
      bytes = new Uint8Array(32);
      for (let i = 0; i < 32; i++) bytes[i] = ((words[i >> 2] as number) >>> (24 - 8 * (i & 3))) & 255;
      size = 32;
    }
    for (let w = 0; w < 16; w++) {
      let word = 0;
      for (let k = 0; k < 4; k++) {
        const at = w * 4 + k;
        word = (word << 8) | (at < size ? (bytes[at] as number) : 0);
      }
      this.pad[w] = word;
    }
    this.inner.set(IV);
    this.outer.set(IV);
    for (let w = 0; w < 16; w++) this.pad[w] = (this.pad[w] as number) ^ 0x36363636;
    compress(this.inner, this.pad);
    for (let w = 0; w < 16; w++) this.pad[w] = (this.pad[w] as number) ^ 0x36363636 ^ 0x5c5c5c5c;
    compress(this.outer, this.pad);
    return this;
  }

  /** HMAC of the first `length` bytes of `message`, as 8 big-endian words in `out`. */
  digest(message: Uint8Array, length: number, out: Int32Array): Int32Array {
    finish(this.inner, 64, message, length, this.innerDigest);
    out.set(this.outer);
    this.outerBlock.set(this.innerDigest, 0);
    compress(out, this.outerBlock);
    return out;
  }

  /** HMAC of a text's UTF-8 bytes. */
  digestText(text: string, out = new Int32Array(8)): Int32Array {
    const bytes = encoder.encode(text);
    return this.digest(bytes, bytes.length, out);
  }
}
