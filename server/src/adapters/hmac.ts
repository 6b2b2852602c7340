import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of a webhook's raw body with the shared secret, hex (Veriff's and AptPay's signatures). */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Compares in constant time; a missing or malformed header is simply not signed. */
export function hasValidSignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, rawBody), 'hex'), Buffer.from(signature, 'hex'));
}
