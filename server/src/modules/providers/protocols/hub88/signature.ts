import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

/**
 * Hub88 signs every body both ways: RSA-SHA256 over the raw body bytes, base64, in `X-Hub88-Signature`.
 * Each side signs with its own private key and checks the other's signature with the other's public key.
 *
 * A PEM is parsed once and kept as a key object: parsing it took three quarters of a signature's cost
 * (1.8 ms against 0.5 ms for RSA-2048 on the benchmark machine) and seven eighths of a check's.
 */
export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const parsed = new Map<string, KeyObject>();
/** A process holds a handful of keys (ours, each partner's): the cache is bounded by configuration. */
function keyOf(pem: string, parse: (pem: string) => KeyObject): KeyObject {
  let key = parsed.get(pem);
  if (!key) {
    key = parse(pem);
    parsed.set(pem, key);
  }
  return key;
}

/** The base64 signature of `body` with our private key (PEM). */
export function signBody(privateKeyPem: string, body: string): string {
  return sign('sha256', Buffer.from(body), keyOf(privateKeyPem, createPrivateKey)).toString('base64');
}

/**
 * The same signature made on libuv's thread pool, so the half millisecond of RSA work a wallet answer
 * costs does not hold up the server's event loop.
 */
export function signBodyInBackground(privateKeyPem: string, body: string): Promise<string> {
  const key = keyOf(privateKeyPem, createPrivateKey);
  return new Promise((resolve, reject) =>
    sign('sha256', Buffer.from(body), key, (error, signature) =>
      error ? reject(error) : resolve(signature.toString('base64')),
    ),
  );
}

/**
 * Whether `signature` is the other side's signature of exactly this body. A missing, malformed or foreign
 * signature is simply not valid: this never throws, so a caller cannot turn a bad header into a 500.
 */
export function verifySignature(publicKeyPem: string, body: string, signature: string | undefined): boolean {
  if (!signature || !BASE64.test(signature)) return false;
  try {
    return verify(
      'sha256',
      Buffer.from(body),
      keyOf(publicKeyPem, createPublicKey),
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}
