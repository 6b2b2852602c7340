import { z } from 'zod';
import { dateOfBirthSchema, emailSchema } from './auth';

/** Spec §4: the states of a verification session, in the vendor's words. */
export const VERIFICATION_STATUSES = [
  'created',
  'started',
  'submitted',
  'review',
  'approved',
  'declined',
  'resubmission_requested',
  'expired',
  'abandoned',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Statuses after which the vendor session never changes again; a new attempt is a new session. */
const DECIDED = ['approved', 'declined', 'resubmission_requested', 'expired', 'abandoned'] as const;
export const DECIDED_STATUSES: readonly VerificationStatus[] = DECIDED;

/** `GET` and `POST /api/veriff`: the player's current session; status null when they never started one. */
export const verificationSessionSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES).nullable(),
  url: z.string().nullable(),
  /** Why the session was declined or must be resubmitted, in words the player can act on. */
  reason: z.string().nullable(),
  reason_code: z.number().int().nullable(),
});
export type VerificationSession = z.infer<typeof verificationSessionSchema>;

/**
 * `GET /api/veriff/person`: the name, birth date and address the player's approved verification read
 * (in the identity form's field names; an address part not read is ''), null before one is approved; a
 * form that asks them again (the bank's payee) starts from them.
 */
export const verifiedPersonAnswerSchema = z.object({
  person: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      dateOfBirth: z.string(),
      address1: z.string(),
      city: z.string(),
      zip: z.string(),
    })
    .nullable(),
});
export type VerifiedPersonAnswer = z.infer<typeof verifiedPersonAnswerSchema>;

/** `GET /api/canhaveveriffpopup`: whether the app may offer verification to the player now. */
export const verificationPopupSchema = z.object({ data: z.object({ can: z.boolean() }) });

/** The realtime event on `App.User.{id}` when a session changes status (spec §4 biometric result). */
export const VERIFICATION_RESULT_EVENT = 'verification-result';
export const verificationResultSchema = verificationSessionSchema.omit({ url: true });
export type VerificationResult = z.infer<typeof verificationResultSchema>;

/**
 * Why a session is declined or sent back, by the vendor's reason code. 1xx decline, 2xx ask for a
 * resubmission; 901 and 902 are this product's own rules applied to an approved document.
 */
export const VERIFICATION_REASONS: Record<number, string> = {
  102: 'The document appears to have been tampered with.',
  103: 'The person in the selfie does not match the document photo.',
  105: 'The name on the document does not match the name given.',
  106: 'The document is not accepted for verification.',
  201: 'The selfie is missing or the face is not visible.',
  203: 'The document is cropped: all four corners must be visible.',
  204: 'The photos are too blurry or dark to read.',
  207: 'The document has expired.',
  901: 'This identity is already verified on another account. One verified account per person.',
  902: 'You must be at least {age} years old to play in your state.',
};
export const DUPLICATE_IDENTITY_REASON = 901;
export const UNDER_AGE_REASON = 902;

/** The reasons a tester can pick in the sandbox, by decision. */
export const DECLINE_REASON_CODES = [105, 203, 207, 102, 103, 106] as const;
export const RESUBMISSION_REASON_CODES = [203, 204, 201, 207] as const;

/** Countries of the identity form (spec §5 "country from list") with their dial codes. */
export const IDENTITY_COUNTRIES: { code: string; name: string; dial: string }[] = [
  { code: 'US', name: 'United States', dial: '1' },
  { code: 'CA', name: 'Canada', dial: '1' },
  { code: 'MX', name: 'Mexico', dial: '52' },
  { code: 'GB', name: 'United Kingdom', dial: '44' },
  { code: 'IE', name: 'Ireland', dial: '353' },
  { code: 'DE', name: 'Germany', dial: '49' },
  { code: 'FR', name: 'France', dial: '33' },
  { code: 'ES', name: 'Spain', dial: '34' },
  { code: 'IT', name: 'Italy', dial: '39' },
  { code: 'PL', name: 'Poland', dial: '48' },
  { code: 'PH', name: 'Philippines', dial: '63' },
  { code: 'IN', name: 'India', dial: '91' },
  { code: 'AU', name: 'Australia', dial: '61' },
  { code: 'BR', name: 'Brazil', dial: '55' },
];

const lettersOnly = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `Please enter your ${field}.`)
    .max(60)
    .regex(/^[\p{L}]+([ '-][\p{L}]+)*$/u, `The ${field} may contain letters only.`);

/** Spec §5 identity form: the person as the player states them before the document is read. */
export const identityFormSchema = z.object({
  first_name: lettersOnly('first name'),
  last_name: lettersOnly('last name'),
  email: emailSchema,
  dateOfBirth: dateOfBirthSchema,
  city: z.string().trim().min(1, 'Please enter your city.').max(100),
  zip: z
    .string()
    .trim()
    .regex(
      /^(\d{5}(-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/,
      'Please enter a US ZIP or Canadian postal code.',
    )
    .refine((zip) => zip.length >= 5 && zip.length <= 10, 'The ZIP code must be 5 to 10 characters.'),
  country: z
    .string()
    .refine(
      (code) => IDENTITY_COUNTRIES.some((c) => c.code === code),
      'Please choose a country from the list.',
    ),
  phone: z.string().regex(/^\d{10,15}$/, 'Enter 10 to 15 digits, without the country code.'),
  address1: z.string().trim().min(5, 'The address must be at least 5 characters.').max(200),
});
export type IdentityForm = z.infer<typeof identityFormSchema>;

/** The document the sandbox "reads": its number is what one verified account per person keys on. */
export const identityDocumentSchema = z.object({
  document_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{5,20}$/, 'Enter the document number: 5 to 20 letters or digits.'),
  document_country: z.string().regex(/^[A-Z]{2}$/, 'Choose the country that issued the document.'),
});

/** The outcomes a tester can pick in the sandbox flow: every decision the vendor can make, and review. */
export const SANDBOX_DECISIONS = [...DECIDED, 'review'] as const;
export type SandboxDecision = (typeof SANDBOX_DECISIONS)[number];

/** Sandbox only: the embedded flow reports a step the vendor would report (started, submitted). */
export const sandboxFlowEventSchema = z.object({ action: z.enum(['started', 'submitted']) });

/** Sandbox only: the tester's outcome for the person and document the player gave. */
export const sandboxDecisionSchema = z.object({
  decision: z.enum(SANDBOX_DECISIONS),
  reason_code: z.number().int().nullable().default(null),
  person: identityFormSchema,
  document: identityDocumentSchema,
});
export type SandboxDecisionRequest = z.input<typeof sandboxDecisionSchema>;

/** Spec §4: what the embedded flow tells the page that opened it (postMessage `{source, event}`). */
export const EMBEDDED_VERIFICATION_EVENTS = [
  'STARTED',
  'SUBMITTED',
  'FINISHED',
  'CANCELED',
  'RELOAD_REQUEST',
] as const;
export type EmbeddedVerificationEvent = (typeof EMBEDDED_VERIFICATION_EVENTS)[number];
export const EMBEDDED_VERIFICATION_SOURCE = 'veriff-sandbox';
