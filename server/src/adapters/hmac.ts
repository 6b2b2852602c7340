import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signature's time may be from ours, either way, unless configured (WEBHOOK_TOLERANCE_SECONDS). */
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

/** HMAC-SHA256 of `text` with the shared secret, hex. */
export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Whether `signature` is the hex HMAC of `text`, compared in constant time; a malformed one is not. */
export function matchesHmac(secret: string, text: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(hmacHex(secret, text), 'hex'), Buffer.from(signature, 'hex'));
}

/**
 * Our sandbox vendors' webhook signature, in Stripe's style: `t=<unix seconds>,v1=<hex HMAC of "t.body">`.
 * The time is inside the MAC, so a captured webhook stops being accepted once it is older than the
 * tolerance: a replay can only happen within that window, where the receivers apply an event once.
 */
export function signBody(secret: string, rawBody: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${rawBody}`)}`;
}

/**
 * Whether the header signs this exact body with the secret at a time no further than `toleranceSeconds`
 * from `now`, before or after (a clock ahead of ours is as suspect as an old capture). A missing or
 * malformed header is simply not signed.
 */
export function hasValidSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  toleranceSeconds: number = DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  now: Date = new Date(),
): boolean {
  const parts = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!parts) return false;
  const [, t = '', v1] = parts;
  if (Math.abs(now.getTime() / 1000 - Number(t)) > toleranceSeconds) return false;
  return matchesHmac(secret, `${t}.${rawBody}`, v1);
}
