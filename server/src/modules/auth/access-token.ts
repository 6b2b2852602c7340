import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Access tokens: compact JWTs signed with HS256 (RFC 7519), claims `sub` (player id), `sid` (session
 * row), `iat` and `exp`. Verified synchronously with node:crypto: every play checks a token, and
 * WebCrypto's asynchronous round trip through the thread pool cost more than the play itself.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export interface AccessClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

/** Verified tokens kept, so a player's every play does not pay for the HMAC and the parse again. */
const VERIFIED_LIMIT = 20_000;

export class AccessTokens {
  /** Exactly the tokens whose signature checked out, by their full text; `exp` is still checked on each use. */
  private readonly verified = new Map<string, AccessClaims>();

  constructor(private readonly secret: Buffer) {}

  sign(claims: AccessClaims): string {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${HEADER}.${payload}.${this.signature(`${HEADER}.${payload}`).toString('base64url')}`;
  }

  /** The claims of a well-formed, correctly signed, unexpired token; null for anything else. */
  verify(token: string, now = Date.now()): AccessClaims | null {
    const known = this.verified.get(token);
    if (known) return known.exp * 1000 > now ? known : null;
    const claims = this.check(token);
    if (!claims || claims.exp * 1000 <= now) return null;
    if (this.verified.size >= VERIFIED_LIMIT) this.verified.clear();
    this.verified.set(token, claims);
    return claims;
  }

  /** The claims of a well-formed, correctly signed token, expired or not. */
  private check(token: string): AccessClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    if (header !== HEADER) return null;
    const expected = this.signature(`${header}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Partial<AccessClaims>;
      if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number')
        return null;
      return claims as AccessClaims;
    } catch {
      return null;
    }
  }

  private signature(input: string): Buffer {
    return createHmac('sha256', this.secret).update(input).digest();
  }
}
