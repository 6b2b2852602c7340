import type { LocationFraudFlag } from '@casino/contract';

/** One verified location of a player, as the vendor reports it (integrations.md "Geolocation"). */
export interface VerifiedLocation {
  /** The vendor's id of this check (Radar's `_id`), stored with the result. */
  locationId: string;
  /** ISO country and state codes; null when the vendor could not place the player. */
  country: string | null;
  state: string | null;
  /** The vendor's own verdict: false in a border buffer zone or with any fraud signal. */
  passed: boolean;
  /** False when the device gives no location at all (no support, or permission refused). */
  supported: boolean;
  fraud: LocationFraudFlag[];
  /** The vendor's failure reasons, kept with the check. */
  reasons: string[];
}

/** A check of a device that gives no location at all. */
export function noLocation(locationId: string): VerifiedLocation {
  return { locationId, country: null, state: null, passed: false, supported: false, fraud: [], reasons: [] };
}

/** What the product needs of a geolocation vendor: a verified check of where a player is now. */
export interface Geolocation {
  /** Whether the tester's controls may exist (the sandbox only). */
  readonly sandbox: boolean;
  /** Verifies the player's location; `token` is the client SDK's signed token (the sandbox needs none). */
  verify(check: { userId: bigint; token?: string }): Promise<VerifiedLocation>;
}
