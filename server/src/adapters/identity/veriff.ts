import { AppError } from '../../http/errors';
import { hmacHex, matchesHmac } from '../hmac';
import type { IdentityVendor, SessionRequest, VendorSession } from './interface';

interface VeriffSessionAnswer {
  status: string;
  verification?: { id?: string; url?: string };
}

/**
 * Veriff (stationapi): sessions are opened with the API key in `X-AUTH-CLIENT` and the body signed with
 * the shared secret; its decisions arrive by webhook, signed the same way (Veriff's scheme: X-HMAC-SIGNATURE
 * is the hex HMAC-SHA256 of the body alone, with no time in it). Chosen by configuration
 * (IDENTITY_VENDOR=veriff, the production default); never used by tests.
 */
export class VeriffIdentity implements IdentityVendor {
  readonly name = 'veriff' as const;
  readonly tester = null;

  constructor(
    private readonly apiKey: string | undefined,
    private readonly secret: string,
    private readonly baseUrl: string,
  ) {}

  async createSession(request: SessionRequest): Promise<VendorSession> {
    if (!this.apiKey)
      throw new AppError(
        'UNAVAILABLE',
        'Identity verification is not available right now. Please try later.',
      );
    const body = JSON.stringify({
      verification: { callback: request.callbackUrl, vendorData: request.playerId },
    });
    const answer = await fetch(new URL('/v1/sessions', this.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-auth-client': this.apiKey,
        'x-hmac-signature': hmacHex(this.secret, body),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const read = (await answer.json().catch(() => null)) as VeriffSessionAnswer | null;
    const id = read?.verification?.id;
    const url = read?.verification?.url;
    if (!answer.ok || read?.status !== 'success' || !id || !url)
      throw new AppError(
        'UNAVAILABLE',
        'Identity verification is not available right now. Please try later.',
      );
    return { id, url };
  }

  isSigned(rawBody: string, signature: string | undefined): boolean {
    return matchesHmac(this.secret, rawBody, signature);
  }

  async close(): Promise<void> {}
}
