import type { SandboxDecision, VerificationStatus } from '@casino/contract';

/** A verification session the vendor opened: the player finishes it at `url` (embedded or in a new tab). */
export interface VendorSession {
  id: string;
  url: string;
}

/** What the product tells the vendor about the player when it opens a session. */
export interface SessionRequest {
  /** Our player id, echoed back in every webhook as the vendor's `vendorData`. */
  playerId: string;
  /** Where the vendor sends its webhooks. */
  callbackUrl: string;
}

/** Where the person lives, as the vendor read it (Veriff's parsed address). */
export interface VerifiedAddress {
  line1: string;
  city: string;
  zip: string;
}

/** The person and document the vendor read, as a decision carries them. */
export interface VerifiedPerson {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD as printed on the document. */
  dateOfBirth: string;
  documentNumber: string;
  documentCountry: string;
  /** Null when the decision carries no complete address. */
  address: VerifiedAddress | null;
  /** The phone number the person gave the vendor, digits only; null when none. */
  phoneNumber: string | null;
}

/** A webhook, read: a step of the flow (started, submitted) or a decision, keyed on the status string. */
export interface VendorUpdate {
  sessionId: string;
  status: Exclude<VerificationStatus, 'created'>;
  reasonCode: number | null;
  reason: string | null;
  /** Present on decisions that read a document. */
  person: VerifiedPerson | null;
}

/** The tester's outcome for a sandbox session: what the vendor would have decided. */
export interface TesterDecision {
  decision: SandboxDecision;
  reasonCode: number | null;
  person: VerifiedPerson;
}

/** The sandbox's controls: they send the webhooks the vendor would, signed the same way. */
export interface IdentityTester {
  /** A step of the flow the player took (the vendor's event webhook), sent at once. */
  report(sessionId: string, playerId: string, action: 'started' | 'submitted'): void;
  /** The tester's decision, sent as the vendor's decision webhook after the configured delay. */
  decide(sessionId: string, playerId: string, decision: TesterDecision): void;
  /** Resolves once every webhook sent so far has been delivered and answered. */
  settled(): Promise<void>;
}

/**
 * An identity vendor (Veriff-like, integrations.md): it opens sessions and decides them, and tells us
 * by a webhook signed with the shared secret. Services see only this.
 */
export interface IdentityVendor {
  readonly name: 'sandbox' | 'veriff';
  createSession(request: SessionRequest): Promise<VendorSession>;
  /** Whether the `X-HMAC-SIGNATURE` header signs this exact body with the shared secret. */
  isSigned(rawBody: string, signature: string | undefined): boolean;
  /** The tester's controls: the sandbox has them, a real vendor never does. */
  readonly tester: IdentityTester | null;
  /** Stops sending anything; waits for what is already being delivered. */
  close(): Promise<void>;
}
