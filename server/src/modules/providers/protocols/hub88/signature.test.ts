import { describe, expect, it } from 'vitest';
import { generateSigningKeyPair } from './key-pair';
import { signBody, verifySignature } from './signature';

// Two key pairs, as in a real exchange: the casino's and the provider's. Made once: each takes a moment.
const casino = generateSigningKeyPair();
const provider = generateSigningKeyPair();
const body = '{"user":"player-1","request_uuid":"r-1","amount":100000}';

describe('Hub88 body signature', () => {
  it('verifies a body signed with the matching private key', () => {
    const signature = signBody(provider.privateKeyPem, body);
    expect(signature).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(verifySignature(provider.publicKeyPem, body, signature)).toBe(true);
  });

  it('refuses a body with one byte changed', () => {
    const signature = signBody(provider.privateKeyPem, body);
    const tampered = body.replace('100000', '900000');
    expect(tampered).not.toBe(body);
    expect(verifySignature(provider.publicKeyPem, tampered, signature)).toBe(false);
  });

  it('refuses a signature with one byte changed', () => {
    const bytes = Buffer.from(signBody(provider.privateKeyPem, body), 'base64');
    bytes[10] = (bytes[10] ?? 0) ^ 1;
    expect(verifySignature(provider.publicKeyPem, body, bytes.toString('base64'))).toBe(false);
  });

  it("refuses a body signed with another side's key", () => {
    const signature = signBody(casino.privateKeyPem, body);
    expect(verifySignature(provider.publicKeyPem, body, signature)).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not base64', 'not base64 at all!'],
    ['short base64', 'AAAA'],
    ['padding in the middle', 'AA==AAAA'],
  ])('says false without throwing for a %s signature', (_, signature) => {
    expect(verifySignature(provider.publicKeyPem, body, signature)).toBe(false);
  });

  it('says false without throwing for a key that is not a key', () => {
    const signature = signBody(provider.privateKeyPem, body);
    expect(verifySignature('not a PEM key', body, signature)).toBe(false);
  });

  it('makes a new key pair each time, none kept', () => {
    expect(casino.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(casino.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(casino.publicKeyPem).not.toBe(provider.publicKeyPem);
  });
});
