import { describe, expect, it } from 'vitest';
import { AccessTokens } from './access-token';

const tokens = new AccessTokens(Buffer.from('a-secret-of-at-least-thirty-two-bytes!!'));
const claims = {
  sub: '42',
  sid: '8d1e6f7c-2a1b-4c3d-9e8f-0a1b2c3d4e5f',
  iat: 1_700_000_000,
  exp: 4_000_000_000,
};

describe('access tokens', () => {
  it('round-trip their claims', () => {
    expect(tokens.verify(tokens.sign(claims))).toEqual(claims);
  });

  it('refuse a changed payload, another key, another algorithm, an expired or malformed token', () => {
    const token = tokens.sign(claims);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expect(tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(new AccessTokens(Buffer.from('another-secret-of-thirty-two-bytes!!!!')).verify(token)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(tokens.verify(`${none}.${token.split('.')[1]}.`)).toBeNull();
    expect(tokens.verify(tokens.sign({ ...claims, exp: 1_700_000_001 }))).toBeNull();
    expect(tokens.verify('not.a.token')).toBeNull();
    expect(tokens.verify('')).toBeNull();
  });
});
