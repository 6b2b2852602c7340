import { VERIFICATION_REASONS } from '@casino/contract';
import { z } from 'zod';
import type { TesterDecision, VendorUpdate, VerifiedAddress } from './interface';

/** Veriff's decision codes (integrations.md); the product keys on the status string, these are informative. */
export const DECISION_CODES = {
  approved: 9001,
  declined: 9102,
  resubmission_requested: 9103,
  expired: 9104,
  abandoned: 9104,
  review: 9121,
} as const;

/** Veriff's event codes for steps of the flow. */
const EVENT_CODES = { started: 7001, submitted: 7002 } as const;

/** Our sandbox's signature scheme (timestamped); live Veriff keeps its own (veriff.ts). */
export { hasValidSignature, signBody } from '../hmac';

/** One address Veriff read with the person: its parts, any of which may be missing. */
const addressSchema = z.object({
  fullAddress: z.string().nullable().optional(),
  parsedAddress: z
    .object({
      street: z.string().nullable().optional(),
      houseNumber: z.string().nullable().optional(),
      city: z.string().nullable().optional(),
      postcode: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
});

/** The first address with a street, a city and a postcode; the house number leads the street when apart. */
function addressOf(addresses: z.infer<typeof addressSchema>[] | null | undefined): VerifiedAddress | null {
  for (const { parsedAddress: parts } of addresses ?? []) {
    if (!parts?.street || !parts.city || !parts.postcode) continue;
    const line1 = parts.houseNumber ? `${parts.houseNumber} ${parts.street}` : parts.street;
    return { line1, city: parts.city, zip: parts.postcode };
  }
  return null;
}

const decisionSchema = z.object({
  verification: z.object({
    id: z.string().min(1),
    code: z.number().int(),
    status: z.enum(['approved', 'declined', 'resubmission_requested', 'expired', 'abandoned', 'review']),
    reason: z.string().nullable().optional(),
    reasonCode: z.number().int().nullable().optional(),
    person: z
      .object({
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
        dateOfBirth: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .nullable(),
        addresses: z.array(addressSchema).nullable().optional(),
        phoneNumber: z.string().nullable().optional(),
      })
      .nullable()
      .optional(),
    document: z
      .object({ number: z.string().nullable(), country: z.string().nullable() })
      .nullable()
      .optional(),
    vendorData: z.string().nullable().optional(),
  }),
});

const eventSchema = z.object({
  id: z.string().min(1),
  code: z.number().int(),
  action: z.enum(['started', 'submitted']),
  vendorData: z.string().nullable().optional(),
});

/** A webhook body in the vendor's shape, read; null when it is neither a decision nor a flow event. */
export function readWebhook(body: unknown): VendorUpdate | null {
  const event = eventSchema.safeParse(body);
  if (event.success)
    return {
      sessionId: event.data.id,
      status: event.data.action,
      reasonCode: null,
      reason: null,
      person: null,
    };
  const decision = decisionSchema.safeParse(body);
  if (!decision.success) return null;
  const { id, status, reason, reasonCode, person, document } = decision.data.verification;
  const complete =
    person?.firstName && person.lastName && person.dateOfBirth && document?.number && document.country;
  return {
    sessionId: id,
    status,
    reasonCode: reasonCode ?? null,
    reason: reason ?? null,
    person: complete
      ? {
          firstName: person.firstName as string,
          lastName: person.lastName as string,
          dateOfBirth: person.dateOfBirth as string,
          documentNumber: document.number as string,
          documentCountry: document.country as string,
          address: addressOf(person.addresses),
          phoneNumber: person.phoneNumber ?? null,
        }
      : null,
  };
}

/** An address in Veriff's shape: the full line and its parsed parts. */
function addressBody(address: VerifiedAddress | null) {
  if (!address) return [];
  return [
    {
      fullAddress: `${address.line1}, ${address.city} ${address.zip}`,
      parsedAddress: { street: address.line1, houseNumber: null, city: address.city, postcode: address.zip },
    },
  ];
}

/** The event webhook the vendor sends when the player starts or submits the flow. */
export function eventBody(sessionId: string, playerId: string, action: 'started' | 'submitted'): string {
  return JSON.stringify({
    id: sessionId,
    attemptId: sessionId,
    feature: 'selfid',
    code: EVENT_CODES[action],
    action,
    vendorData: playerId,
  });
}

/** The decision webhook the vendor sends, in its shape (`verification.status` is what counts). */
export function decisionBody(sessionId: string, playerId: string, outcome: TesterDecision, at: Date): string {
  const reasonCode =
    outcome.decision === 'declined' || outcome.decision === 'resubmission_requested'
      ? outcome.reasonCode
      : null;
  return JSON.stringify({
    status: 'success',
    verification: {
      id: sessionId,
      attemptId: sessionId,
      code: DECISION_CODES[outcome.decision],
      status: outcome.decision,
      reason: reasonCode === null ? null : (VERIFICATION_REASONS[reasonCode] ?? null),
      reasonCode,
      person: {
        firstName: outcome.person.firstName,
        lastName: outcome.person.lastName,
        dateOfBirth: outcome.person.dateOfBirth,
        addresses: addressBody(outcome.person.address),
        phoneNumber: outcome.person.phoneNumber,
      },
      document: {
        number: outcome.person.documentNumber,
        country: outcome.person.documentCountry,
        type: 'DRIVERS_LICENSE',
      },
      vendorData: playerId,
      decisionTime: at.toISOString(),
    },
    technicalData: { ip: null },
  });
}
