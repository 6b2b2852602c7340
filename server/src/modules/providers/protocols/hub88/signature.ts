import { createSign, createVerify } from 'node:crypto';

/**
 * Hub88 signs every body both ways: RSA-SHA256 over the raw body bytes, base64, in `X-Hub88-Signature`.
 * Each side signs with its own private key and checks the other's signature with the other's public key.
 */
export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The base64 signature of `body` with our private key (PEM). */
export function signBody(privateKeyPem: string, body: string): string {
  return createSign('sha256').update(body).sign(privateKeyPem, 'base64');
}

/**
 * Whether `signature` is the other side's signature of exactly this body. A missing, malformed or foreign
 * signature is simply not valid: this never throws, so a caller cannot turn a bad header into a 500.
 */
export function verifySignature(publicKeyPem: string, body: string, signature: string | undefined): boolean {
  if (!signature || !BASE64.test(signature)) return false;
  try {
    return createVerify('sha256').update(body).verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}
