import { createHmac, timingSafeEqual } from 'node:crypto';
import { LOCATION_FRAUD_FLAGS, type LocationFraudFlag } from '@casino/contract';
import { AppError } from '../../http/errors';
import { type Geolocation, noLocation, type VerifiedLocation } from './interface';

interface RadarTokenClaims {
  _id?: string;
  exp?: number;
  passed?: boolean;
  failureReasons?: string[];
  user?: {
    _id?: string;
    country?: { code?: string };
    state?: { code?: string };
    fraud?: Partial<Record<LocationFraudFlag, boolean>>;
  };
}

/**
 * Radar's verified location: the browser's SDK (`Radar.trackVerified()`) returns a JWT that Radar signs
 * with the project's secret key; the server accepts the check only when the signature and expiry hold,
 * and reads the place and fraud signals from the token itself, never from the client's word.
 */
export class RadarGeolocation implements Geolocation {
  readonly sandbox = false;

  constructor(
    private readonly secretKey: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async verify({ token }: { userId: bigint; token?: string }): Promise<VerifiedLocation> {
    if (!token) return noLocation('none');
    const claims = this.claims(token);
    const fraud = LOCATION_FRAUD_FLAGS.filter((flag) => claims.user?.fraud?.[flag] === true);
    return {
      locationId: claims._id ?? claims.user?._id ?? 'radar',
      country: claims.user?.country?.code ?? null,
      state: claims.user?.state?.code ?? null,
      passed: claims.passed === true && fraud.length === 0,
      supported: true,
      fraud,
      reasons: claims.failureReasons ?? [],
    };
  }

  /** The token's claims once its HS256 signature and expiry hold; anything else is a failed check. */
  private claims(token: string): RadarTokenClaims {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) throw invalidToken();
    const expected = createHmac('sha256', this.secretKey).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidToken();
    let claims: RadarTokenClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as RadarTokenClaims;
    } catch {
      throw invalidToken();
    }
    if (claims.exp !== undefined && claims.exp * 1000 <= this.now().getTime()) throw invalidToken();
    return claims;
  }
}

function invalidToken(): AppError {
  return new AppError(
    'LOCATION_FAILED',
    'Unable to determine your location. Please try again or contact support',
  );
}
