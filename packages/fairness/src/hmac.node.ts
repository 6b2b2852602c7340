import { createHash, createHmac } from 'node:crypto';

/** hmac.ts's functions on node:crypto, for the server and the command line (see hmac.ts). */
export function hmacSha256(key: string, message: string): Uint8Array {
  return createHmac('sha256', key).update(message).digest();
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
