import { generateKeyPairSync } from 'node:crypto';

export interface SigningKeyPair {
  privateKeyPem: string;
  publicKeyPem: string;
}

/**
 * A fresh RSA key pair (2048 bits, PEM) for one side of a Hub88 exchange. The sandbox provider and the
 * casino each make theirs when they start, so no key is ever kept in the repository; a real partner's
 * keys come from configuration.
 */
export function generateSigningKeyPair(): SigningKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}
