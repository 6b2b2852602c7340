import { describe, expect, it } from 'vitest';
import { TwoFactorSecrets } from './two-factor-secrets';

describe('authenticator secrets at rest', () => {
  const box = new TwoFactorSecrets('a server secret of some length for the tests');
  const secret = 'JBSWY3DPEHPK3PXP';

  it('seal differently each time and open back to the secret', () => {
    const a = box.seal(secret);
    const b = box.seal(secret);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(box.open(a)).toBe(secret);
    expect(box.open(b)).toBe(secret);
  });

  it('refuse a sealed value that was altered or sealed with another key', () => {
    const sealed = box.seal(secret);
    const [version, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] as number) ^ 1;
    expect(() => box.open([version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => new TwoFactorSecrets('another secret').open(sealed)).toThrow();
  });

  it('open a secret stored before sealing existed as it is', () => {
    expect(box.open(secret)).toBe(secret);
  });
});
