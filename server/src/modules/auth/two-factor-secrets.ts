import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Seals players' authenticator secrets before they are stored (AES-256-GCM), so a copy of the users
 * table alone does not let anyone mint their codes. The key comes from TWO_FACTOR_KEY, or a server
 * secret generated on first start (then a full database copy still holds both: set the key in
 * production). Secrets stored before sealing existed (plain base32) still open as they are.
 */
export class TwoFactorSecrets {
  private readonly key: Buffer;

  constructor(secret: string) {
    // Any length of configured secret becomes the 32-byte key AES-256 needs.
    this.key = createHash('sha256').update(`two-factor:${secret}`).digest();
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The secret; throws if the stored value was altered or sealed with another key. */
  open(stored: string): string {
    const [version, iv, tag, sealed] = stored.split('.');
    if (version !== VERSION || !iv || !tag || !sealed) return stored;
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
